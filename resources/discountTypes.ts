/** A discount's type (spec §3): shared by volume and product-add discounts. */
export const discountTypes = [
  { id: 1, name: 'resources.volumeDiscounts.types.percent' },
  { id: 2, name: 'resources.volumeDiscounts.types.amount' },
];
