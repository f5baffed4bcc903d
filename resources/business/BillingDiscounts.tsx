/** The Billing tab's two discount lists (volume, product-add), loaded with their declarations when the tab is first shown. */
import { EditableList } from '../../src/components/EditableList';
import productAddDiscounts from '../productAddDiscounts';
import volumeDiscounts from '../volumeDiscounts';

export function BillingDiscounts({ businessId }: { businessId: number }) {
  return (
    <>
      <EditableList descriptor={volumeDiscounts} filter={{ businessId }} title="resources.volumeDiscounts.name" />
      <EditableList descriptor={productAddDiscounts} filter={{ businessId }} title="resources.productAddDiscounts.name" />
    </>
  );
}
