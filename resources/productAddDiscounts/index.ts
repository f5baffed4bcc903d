import { businessContract, type ProductAddDiscount, productAddDiscountKeys } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { pickFields } from '../../dataProvider/adapter';
import { defineResource } from '../../src/declare/defineResource';
import { discountAmount, discountTypes } from '../volumeDiscounts/discountTypes';
import entry from './entry';

/**
 * Product-add discounts (spec §3), edited in place on the Billing tab beside the
 * volume discounts; saved by UpsertDiscountProductAdd. The spec nests the type
 * and amount under `discount`, so the fields name them by path.
 */
export default defineResource<ProductAddDiscount>({
  ...entry,
  failureAlert: 'app.alerts.something_wrong',
  fields: [
    { source: 'productAddId', kind: 'lookup', lookup: LOOKUP_KEYS.productAdd, required: true },
    { source: 'discount.typeId', kind: 'integer', required: true, default: 1, choices: discountTypes },
    discountAmount('discount.amount', 'discount.typeId'),
    { source: 'isTriggerDTC', kind: 'boolean' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  endpoints: {
    list: {
      endpoint: businessContract.discountsProductAdds,
      shape: 'array',
      serverFilters: ['businessId'],
      input: ({ filter }) => ({ query: { key: filter?.businessId } }),
    },
    saveBatch: {
      endpoint: businessContract.upsertDiscountProductAdd,
      input: (rows, filter) => ({ body: rows.map((r) => pickFields(productAddDiscountKeys, { ...r, businessId: filter.businessId })) }),
    },
  },
});
