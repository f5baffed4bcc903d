/**
 * English (Spanish: ./partners.es.ts) of the partners' screens, loaded with them (i18n/lazyAreas.ts). A partner is
 * a business: its detail's fields carry the business's labels (i18n/en.ts), under the partner's groups.
 */
import { appMessages } from '../en';

const { name, shopId, sid, statusId, phoneCC, phone, timezone, language, dispatchPriorityId, distributorId, salesRepId, referralSourceId, parentId, grandparentId, billSameAsPrimary, primaryAddress, billingAddress } =
  appMessages.resources.business.fields;

export const en = {
  resources: {
    partner: {
      name: 'Partner |||| Partners',
      fields: {
        id: 'Id',
        status: 'Status',
        childCount: 'Businesses',
        ...{ name, shopId, sid, statusId, phoneCC, phone, timezone, language, dispatchPriorityId, distributorId, salesRepId, referralSourceId },
        ...{ parentId, grandparentId, billSameAsPrimary, primaryAddress, billingAddress },
      },
      fieldGroups: {
        identity: 'Identity',
        contact: 'Contact',
        account: 'Account',
        hierarchy: 'Hierarchy',
        primaryAddress: 'Primary address',
        billingAddress: 'Billing address',
        other: 'Other',
      },
      businesses: 'Businesses under this partner',
      actions: { open_business: 'Open as business' },
    },
  },
};
