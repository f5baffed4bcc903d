/**
 * Declared fields that read other fields, through FieldInput as the business's Location tab shows them: the
 * billing address shows only while "same as primary" is off (`visibleWhen`), and a state's choices narrow to the
 * country its address holds (`narrowBy`). A field that reads no other field does not render again when another
 * is typed in: a long form's typing and loading cost one field, not all of them.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { Profiler } from 'react';
import { AdminContext, BooleanInput, Form, ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { countrystateContract } from '../../../contract/countrystate';
import type { Endpoint } from '../../../contract/define';
import { referencesContract } from '../../../contract/references';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import type { en } from '../../../i18n/en';
import { locales, messagesFor } from '../../../i18n/i18nProvider';
import { formTabs } from '../../../resources/business/tabs';
import { endpointTable } from '../allResources';
import { FieldInput } from './FieldInput';

const location = formTabs.find((t) => t.key === 'location')!.fields;
const field = (source: string) => location.find((f) => f.source === source)!;

const countries = [
  { id: 1, name: 'United States', abbreviation: 'US' },
  { id: 2, name: 'Canada', abbreviation: 'CA' },
];
const states = [
  { id: 1, name: 'Texas', abbreviation: 'TX', country: 'US' },
  { id: 2, name: 'Ontario', abbreviation: 'ON', country: 'CA' },
];

function setup(record: Record<string, unknown>) {
  const stateQueries: unknown[] = [];
  const http = async (endpoint: Endpoint, input?: CallInput) => {
    if (endpoint === referencesContract.countries) return countries;
    if (endpoint === countrystateContract.stateProvinces) {
      const country = input?.query?.country;
      stateQueries.push(country);
      return states.filter((s) => !country || s.country === country);
    }
    throw new Error(`unexpected call ${endpoint.path}`);
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as typeof en, 'en', locales, { allowMissing: true });
  const renders: Record<string, number> = {};
  const counted = (id: string) => () => {
    renders[id] = (renders[id] ?? 0) + 1;
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="business">
        <Form record={{ id: 7, ...record }}>
          <BooleanInput source="billSameAsPrimary" label="Same as primary" />
          <Profiler id="street" onRender={counted('street')}>
            <FieldInput field={field('primaryAddress.street')} />
          </Profiler>
          <FieldInput field={field('primaryAddress.city')} />
          <FieldInput field={field('primaryAddress.country')} />
          <FieldInput field={field('primaryAddress.state')} />
          <FieldInput field={field('billingAddress.city')} />
        </Form>
      </ResourceContextProvider>
    </AdminContext>,
  );
  return { stateQueries, renders };
}

const address = { street: '1 Main St', city: 'Austin', state: 'TX', country: 'US', postalCode: '78701', language: 1 };

describe('declared fields that read other fields', () => {
  it("shows the billing address only while it is not the primary one's", async () => {
    setup({ billSameAsPrimary: true, primaryAddress: address, billingAddress: { ...address, city: 'Dallas' } });
    await screen.findByRole('textbox', { name: /^City/ });
    expect(screen.queryByRole('textbox', { name: /^Billing city/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Same as primary' }));
    expect(await screen.findByRole('textbox', { name: /^Billing city/ })).toHaveValue('Dallas');
    fireEvent.click(screen.getByRole('switch', { name: 'Same as primary' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Billing city/ })).toBeNull());
  });

  it("offers the states of the address's country, and those of another once the country changes", async () => {
    const { stateQueries } = setup({ billSameAsPrimary: true, primaryAddress: address });
    const stateSelect = await screen.findByRole('combobox', { name: /^State or province/ });
    await waitFor(() => expect(stateSelect).toHaveTextContent('Texas (TX)'));
    expect(stateQueries).toEqual(['US']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Country/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Canada' }));
    await waitFor(() => expect(stateQueries).toContain('CA'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^State or province/ }));
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toContain('Ontario (ON)');
    expect(offered).not.toContain('Texas (TX)');
  });

  it('does not render a field again when another field is typed in', async () => {
    const { renders } = setup({ billSameAsPrimary: true, primaryAddress: address });
    const city = (await screen.findByRole('textbox', { name: /^City/ })) as HTMLInputElement;
    await screen.findByRole('textbox', { name: /^Street/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State or province/ })).toHaveTextContent('Texas (TX)'));
    const before = renders.street;
    for (const typed of ['Au', 'Aus', 'Aust', 'Austi']) fireEvent.change(city, { target: { value: typed } });
    await waitFor(() => expect(city.value).toBe('Austi'));
    expect(renders.street).toBe(before);
  });
});
