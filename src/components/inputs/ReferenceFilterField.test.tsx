/**
 * The business list's country and state filters as declared, through FilterInput: a country picked by its name in
 * English or Spanish (or its code) and filtered by its abbreviation, a state's choices narrowed to that country.
 */
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Form, ResourceContextProvider, SaveButton } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { countrystateContract } from '../../../contract/countrystate';
import type { Endpoint } from '../../../contract/define';
import { referencesContract } from '../../../contract/references';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import type { en } from '../../../i18n/en';
import { locales, messagesFor } from '../../../i18n/i18nProvider';
import { endpointTable } from '../../declare/allResources';
import business from '../../../resources/business';
import { FilterInput } from '../../declare/views/FilterInput';

// The picker is loaded when first focused: slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const countries = [
  { id: 2, name: 'Canada', abbreviation: 'CA', version: 1 },
  { id: 4, name: 'Mexico', abbreviation: 'MX', version: 1 },
  { id: 5, name: 'Spain', abbreviation: 'ES', version: 1 },
  { id: 3, name: 'United Kingdom', abbreviation: 'GB', version: 1 },
  { id: 1, name: 'United States', abbreviation: 'US', version: 1 },
];
const states = [
  { id: 60, name: 'Ontario', abbreviation: 'ON', countryId: 2, version: 1, country: 'CA' },
  { id: 61, name: 'Quebec', abbreviation: 'QC', countryId: 2, version: 1, country: 'CA' },
  { id: 10, name: 'Oregon', abbreviation: 'OR', countryId: 1, version: 1, country: 'US' },
];
const filter = (source: string) => business.filters!.find((f) => f.source === source)!;

function setup(locale: 'en' | 'es', values: Record<string, unknown>) {
  const calls: { endpoint: Endpoint; input: CallInput }[] = [];
  const submitted: Record<string, unknown>[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    calls.push({ endpoint, input });
    if (endpoint === referencesContract.countries) return countries;
    if (endpoint === countrystateContract.stateProvinces) return states.filter((s) => !input.query?.country || s.country === input.query.country);
    throw new Error(`unexpected call ${endpoint.path}`);
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as typeof en, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="business">
        <Form defaultValues={values} onSubmit={(v: Record<string, unknown>) => void submitted.push(v)}>
          <FilterInput field={filter('country')} source="country" />
          <FilterInput field={filter('state')} source="state" />
          <SaveButton alwaysEnable />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { calls, submitted };
}

/** Focuses the plain field, which the picker replaces, focused; then types. */
async function typeIn(name: string, text: string) {
  fireEvent.focus(screen.getByRole('combobox', { name }));
  await waitFor(() => expect(screen.getByRole('combobox', { name })).toHaveFocus());
  fireEvent.change(screen.getByRole('combobox', { name }), { target: { value: text } });
  return within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
}

describe('a reference filter', () => {
  it('names the country filtered by, and finds a country by its name in the other language, filtering by its abbreviation', async () => {
    const { submitted } = setup('en', { country: 'CA' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Canada'));
    expect(await typeIn('Country', 'can')).toEqual(['Canada']);
    expect(await typeIn('Country', 'españa')).toEqual(['Spain']);
    fireEvent.click(screen.getByRole('option', { name: 'Spain' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Spain');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted.at(-1)?.country).toBe('ES'));
  });

  it('shows countries in Spanish in the Spanish console, and finds them by their English name too', async () => {
    setup('es', { country: 'GB' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('Reino Unido'));
    expect(await typeIn('País', 'can')).toEqual(['Canadá']);
    expect(await typeIn('País', 'united')).toEqual(['Reino Unido', 'Estados Unidos']);
  });

  it("offers the states of the country filtered by, and filters by the state's abbreviation", async () => {
    const { calls, submitted } = setup('en', { country: 'CA' });
    await waitFor(() => expect(calls.map((c) => c.input.query)).toContainEqual({ country: 'CA' }));
    expect(await typeIn('State', 'o')).toEqual(['Ontario (ON)']);
    fireEvent.click(screen.getByRole('option', { name: 'Ontario (ON)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted.at(-1)).toMatchObject({ country: 'CA', state: 'ON' }));
  });
});
