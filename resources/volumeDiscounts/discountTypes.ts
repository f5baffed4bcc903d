/** A discount's type (spec §3) and its amount: shared by volume and product-add discounts. */
import type { FieldDef } from '../../src/declare/defineResource';
import { valueAt } from '../../src/declare/fieldPath';
import { lazyView } from '../../src/declare/lazyView';

const PERCENT = 1;

export const discountTypes = [
  { id: PERCENT, name: 'resources.volumeDiscounts.types.percent' },
  { id: 2, name: 'resources.volumeDiscounts.types.amount' },
];

const MoneyCell = lazyView(() => import('../../src/components/inputs/AmountInput'), 'MoneyCell');

/**
 * A discount's amount, its type at `typeSource`: a percent for the percent type, else money in the business's
 * billing currency (the row's `businessId`).
 */
export const discountAmount = <S extends string>(source: S, typeSource: string): FieldDef & { source: S } => ({
  source,
  kind: 'currency',
  required: true,
  min: 0,
  max: 1_000_000,
  percentWhen: (record) => Number(valueAt(record, typeSource)) === PERCENT,
  currency: { businessBilling: 'businessId' },
  cell: MoneyCell,
});
