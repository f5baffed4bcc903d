/**
 * A partner is a business, so its detail shows the business Location tab's fields (a new one also its first
 * status: the business's own declarations, resources/business/tabs.ts), in these groups. Labels:
 * `resources.partner.fields.<source>`; group titles: `resources.partner.fieldGroups.<key>`.
 */
import type { FieldGroup } from '../../src/declare/views/FieldGroups';

export const partnerGroups: FieldGroup[] = [
  { key: 'identity', sources: ['name', 'shopId', 'sid', 'statusId'] },
  { key: 'contact', sources: ['phoneCC', 'phone', 'timezone', 'language'] },
  { key: 'account', sources: ['dispatchPriorityId', 'distributorId', 'salesRepId', 'referralSourceId'] },
  { key: 'hierarchy', sources: ['parentId', 'grandparentId'] },
  { key: 'primaryAddress', sources: ['primaryAddress.'] },
  { key: 'billingAddress', sources: ['billSameAsPrimary', 'billingAddress.'] },
];
