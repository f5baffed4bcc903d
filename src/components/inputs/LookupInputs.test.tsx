/**
 * A lookup picker names its items in the console's language (issue 31): by their Spanish in Spanish, in Spanish
 * order, an item without Spanish by its English; in English by their English text, in the server's order.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { type LookupItem, lookupContract } from '../../../contract/lookup';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import type { en } from '../../../i18n/en';
import { locales, messagesFor } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import { LookupSelectInput } from './LookupInputs';
import { lookupChoices } from './useLookupChoices';

// The first render loads MUI and react-admin: slow on a busy machine.

const item = (id: number, text: string, es?: string): LookupItem => ({
  id,
  key: LOOKUP_KEYS.businessStatus,
  text,
  translations: es ? { es } : {},
  isActive: true,
  value: null,
  dateValue: null,
  decimalValue: null,
  intValue: null,
  label: null,
  parentId: null,
  stringValue: null,
  version: 1,
});
/** As lookup/ByKey answers them: by English text. */
const statuses = [item(1, 'Active', 'Activo'), item(5, 'Closed', 'Cerrado'), item(3, 'On hold', 'En espera'), item(9, 'Pending review')];

function setup(locale: 'en' | 'es') {
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    if (endpoint === lookupContract.byKey && (input.body as { key: string }).key === LOOKUP_KEYS.businessStatus) return statuses;
    throw new Error(`unexpected call ${endpoint.path}`);
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as typeof en, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <Form defaultValues={{ statusId: 3 }}>
        <LookupSelectInput source="statusId" lookup={LOOKUP_KEYS.businessStatus} label="Status" />
      </Form>
    </AdminContext>,
  );
}

async function options(): Promise<string[]> {
  const select = await screen.findByRole('combobox');
  fireEvent.mouseDown(select);
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '')
    .filter((name) => name !== '—');
}

describe('a lookup picker', { timeout: 30_000 }, () => {
  it('shows the chosen item and every choice in Spanish, in Spanish order, English where an item has no Spanish', async () => {
    setup('es');
    await waitFor(() => expect(screen.getByRole('combobox').textContent).toBe('En espera'));
    expect(await options()).toEqual(['Activo', 'Cerrado', 'En espera', 'Pending review']);
  });

  it('shows them in English in English', async () => {
    setup('en');
    await waitFor(() => expect(screen.getByRole('combobox').textContent).toBe('On hold'));
    expect(await options()).toEqual(['Active', 'Closed', 'On hold', 'Pending review']);
  });
});

describe('lookupChoices', () => {
  it('keeps the server’s order in English and sorts by the names shown in another language', () => {
    const items = [item(1, 'Annually', 'Anual'), item(2, 'Monthly', 'Mensual'), item(3, 'Quarterly', 'Trimestral'), item(4, 'Biweekly', 'Quincenal')];
    expect(lookupChoices(items, 'en').map((c) => c.name)).toEqual(['Annually', 'Monthly', 'Quarterly', 'Biweekly']);
    expect(lookupChoices(items, 'es').map((c) => c.name)).toEqual(['Anual', 'Mensual', 'Quincenal', 'Trimestral']);
  });
});
