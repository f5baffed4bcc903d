/**
 * A declared `currency` field in a form (the Billing tab's amount per period), through FieldInput as the tab shows
 * it: the amount with its currency's symbol, 2 decimals and the language's thousands separator, read back however
 * the user types it, and refused when it is not an amount.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, ResourceContextProvider, SaveButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { lookupContract } from '../../../contract/lookup';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { en } from '../../../i18n/en';
import { locales, messagesFor } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { formTabs } from '../../../resources/business/tabs';
import { FieldInput } from '../../declare/views/FieldInput';

// The first render loads MUI and react-admin, and the input is loaded when first shown: slow on a busy machine.

const periodAmount = formTabs.find((t) => t.key === 'billing')!.fields.find((f) => f.source === 'periodAmount')!;
const currencies = [
  { id: 1, text: 'USD', stringValue: '$', isActive: true },
  { id: 3, text: 'GBP', stringValue: '£', isActive: true },
];

function setup(locale: 'en' | 'es', record: Record<string, unknown>) {
  const saved: Record<string, unknown>[] = [];
  const http = async (endpoint: Endpoint) => {
    if (endpoint === lookupContract.byKey) return currencies;
    throw new Error(`unexpected call ${endpoint.path}`);
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as typeof en, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="business">
        <Form record={{ id: 7, ...record }} onSubmit={(values: Record<string, unknown>) => void saved.push(values)}>
          <FieldInput field={periodAmount} />
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return saved;
}

const box = (name: RegExp) => screen.findByRole('textbox', { name }) as Promise<HTMLInputElement>;

async function type(input: HTMLInputElement, text: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('an amount of money in a form', () => {
  it('shows the amount with $, 2 decimals and comma thousands in English, and saves what is typed as a number', async () => {
    const saved = setup('en', { periodAmount: 786.81 });
    const input = await box(/Amount per period/);
    expect(input.value).toBe('786.81');
    expect(screen.getByText('$')).toBeInTheDocument();
    for (const [typed, amount, shown] of [
      ['1,234.5', 1234.5, '1,234.50'],
      ['$1234', 1234, '1,234.00'],
      ['786,81', 786.81, '786.81'],
    ] as const) {
      await type(input, typed);
      expect(input.value).toBe(shown);
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saved.at(-1)?.periodAmount).toBe(amount));
    }
  });

  it('writes and reads the Spanish marks in Spanish: 1.234,50', async () => {
    const saved = setup('es', { periodAmount: 1234.5 });
    const input = await box(/Importe por periodo/);
    expect(input.value).toBe('1.234,50');
    await type(input, '1.234,5');
    expect(input.value).toBe('1.234,50');
    await type(input, '2.000');
    expect(input.value).toBe('2.000,00');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(saved.at(-1)?.periodAmount).toBe(2000));
  });

  it("shows the symbol of the record's currency", async () => {
    setup('en', { periodAmount: 10, currencyId: 3 });
    await box(/Amount per period/);
    expect(await screen.findByText('£')).toBeInTheDocument();
    expect(screen.queryByText('$')).toBeNull();
  });

  it('keeps text that is not an amount as typed, says so, and saves nothing', async () => {
    const saved = setup('en', { periodAmount: 10 });
    const input = await box(/Amount per period/);
    await type(input, '12abc');
    expect(input.value).toBe('12abc');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a number')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
