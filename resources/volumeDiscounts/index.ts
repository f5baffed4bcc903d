import { businessContract, type VolumeDiscount, volumeDiscountKeys } from '../../contract/business';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { pickFields } from '../../dataProvider/adapter';
import { defineResource } from '../../src/declare/defineResource';
import { discountAmount, discountTypes } from './discountTypes';
import entry from './entry';

/** Volume discounts per product (spec §3 Discount per product), edited in place on the Billing tab; saved by UpsertDiscount. */
export default defineResource<VolumeDiscount>({
  ...entry,
  failureAlert: 'app.alerts.something_wrong',
  fields: [
    { source: 'productId', kind: 'lookup', lookup: LOOKUP_KEYS.product, required: true },
    {
      source: 'typeId',
      kind: 'integer',
      required: true,
      default: 1,
      choices: discountTypes,
    },
    discountAmount('amount', 'typeId'),
    { source: 'volumeBreak', kind: 'integer', required: true, min: 0, max: 1_000_000 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  endpoints: {
    list: {
      endpoint: businessContract.discounts,
      shape: 'array',
      serverFilters: ['businessId'],
      input: ({ filter }) => ({ query: { key: filter?.businessId, other: true } }),
    },
    saveBatch: {
      endpoint: businessContract.upsertDiscount,
      input: (rows, filter) => ({ body: rows.map((r) => pickFields(volumeDiscountKeys, { ...r, businessId: filter.businessId })) }),
    },
  },
});
