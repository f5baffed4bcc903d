/** Product-add discounts on the Billing tab: nested type and amount, saved per row, failed rows marked (spec §3, §8). */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { businessContract } from '../../contract/business';
import type { Endpoint } from '../../contract/define';
import { lookupContract } from '../../contract/lookup';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { EditableList } from '../../src/components/EditableList';
import { newRecord } from '../../src/declare/defineResource';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import productAddDiscounts from '.';

const saved = [{ id: 4, businessId: 7, productAddId: 21, isTriggerDTC: false, isActive: true, discount: { typeId: 1, amount: 10 }, version: 3 }];
const items: Record<string, unknown[]> = {
  'product.add': [
    { id: 21, text: 'DTC clearing' },
    { id: 22, text: 'Alignment check' },
  ],
  'billing.currency': [{ id: 3, text: 'GBP', stringValue: '£' }],
};

function setup(answer: (rows: { id: number }[]) => unknown) {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    if (endpoint === lookupContract.byKey) return items[(input.body as { key: string }).key];
    if (endpoint === businessContract.discountsProductAdds) return saved;
    // The business bills in pounds: a fixed discount is in pounds.
    if (endpoint === businessContract.billing) return { businessId: 7, currencyId: 3 };
    return answer(input.body as { id: number }[]);
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <EditableList descriptor={productAddDiscounts} filter={{ businessId: 7 }} />
      <AppNotification />
    </AdminContext>,
  );
  return calls;
}

const amounts = () => screen.getAllByRole('textbox', { name: 'Amount' }) as HTMLInputElement[];

describe('product-add discounts', () => {
  it('gives a new discount its declared nested defaults', () => {
    expect(newRecord(productAddDiscounts)).toEqual({ id: 0, discount: { typeId: 1 }, isTriggerDTC: false, isActive: true });
  });

  it('loads by the business key and shows the nested amount: a percent, or money in the business’s currency', async () => {
    const calls = setup(() => ({ results: [] }));
    await waitFor(() => expect(amounts()[0].value).toBe('10.00'));
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByText('%')).toBeInTheDocument();
    expect(calls.find((c) => c.endpoint === businessContract.discountsProductAdds)?.input).toEqual({ query: { key: 7 } });
    fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Discount type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    expect(await within(row).findByText('£')).toBeInTheDocument();
    expect(within(row).queryByText('%')).toBeNull();
    fireEvent.change(amounts()[0], { target: { value: '1,234.5' } });
    fireEvent.blur(amounts()[0]);
    expect(amounts()[0].value).toBe('1,234.50');
  });

  it('sends the changed rows with the discount nested and the business id', async () => {
    const calls = setup((rows) => ({ results: rows.map((r, index) => ({ index, id: r.id || 5, success: true, version: 4 })) }));
    await waitFor(() => expect(amounts()).toHaveLength(1));
    fireEvent.change(amounts()[0], { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved successfully!');
    const save = calls.find((c) => c.endpoint === businessContract.upsertDiscountProductAdd);
    expect(save?.input.body).toEqual([{ id: 4, businessId: 7, productAddId: 21, isTriggerDTC: false, isActive: true, discount: { typeId: 1, amount: 12.5 }, version: 3 }]);
  });

  it("alerts 'Something went wrong!' and marks the rows the server refused", async () => {
    setup((rows) => ({ results: rows.map((_r, index) => ({ index, id: 0, success: false, message: 'The product add is not active.' })) }));
    await waitFor(() => expect(amounts()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(amounts()[0], { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Fix the highlighted rows before saving.');
    const productAdd = within(screen.getAllByRole('row')[1]).getByRole('combobox', { name: 'Product add' });
    fireEvent.mouseDown(productAdd);
    fireEvent.click(await screen.findByRole('option', { name: 'Alignment check' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText(/Something went wrong!/);
    expect(alert.textContent).toContain('The product add is not active.');
    expect(screen.getAllByRole('row').filter((r) => r.hasAttribute('data-changed'))).toHaveLength(1);
  });
});
