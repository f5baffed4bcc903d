/** A business tab's rules, with the real adapter over a fake HTTP boundary. */
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { TabForm } from './TabForm';
import { formTabs } from './tabs';

const location = {
  id: 7,
  shopId: 'SH-7',
  sid: null,
  statusId: 1,
  name: 'Leeds Glass',
  timezone: null,
  phone: null,
  phoneCC: null,
  language: 1,
  billSameAsPrimary: true,
  dispatchPriorityId: null,
  distributorId: null,
  salesRepId: null,
  referralSourceId: null,
  parentId: null,
  grandparentId: null,
  primaryAddress: { id: 1, street: '1 Kirkgate', city: 'Leeds', state: null, postalCode: 'LS1', country: 'United Kingdom', language: 1 },
  billingAddress: { id: 2, street: '1 Kirkgate', city: 'Leeds', state: null, postalCode: 'LS1', country: 'United Kingdom', language: 1 },
  version: 3,
  dateCreated: '2026-01-02T10:00:00Z',
};

function setup(onSave: (body: Record<string, unknown>) => unknown, tabKey = 'location', record: Record<string, unknown> = location) {
  const sent: Record<string, unknown>[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    if (endpoint.path === 'lookup/ByKey') return [{ id: 1, text: 'Active' }];
    if (endpoint.path === 'business/LookupBusiness') return [];
    if (endpoint.method === 'GET') return record;
    sent.push(input.body as Record<string, unknown>);
    return onSave(input.body as Record<string, unknown>);
  };
  const onErrors = vi.fn();
  const queryClient = new QueryClient();
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider} queryClient={queryClient}>
      <ResourceContextProvider value="business">
        <TabForm tab={formTabs.find((t) => t.key === tabKey) ?? formTabs[0]} businessId={7} onErrors={onErrors} />
      </ResourceContextProvider>
      <AppNotification />
    </AdminContext>,
  );
  return { sent, onErrors, queryClient };
}

/** The form is drawn a few fields at a time (useInTurns), its Save button last: wait for it, never assume it is there. */
const saveButton = () => screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 });

describe('a business tab', () => {
  it('shows the billing address only when it differs from the primary one', async () => {
    setup(() => location);
    await screen.findByDisplayValue('Leeds Glass');
    await saveButton();
    expect(screen.queryByLabelText('Billing street')).toBeNull();
    fireEvent.click(screen.getByLabelText('Billing address same as primary'));
    expect(await screen.findByLabelText(/Billing street/)).toBeInTheDocument();
  });

  it('validates nested fields before submitting, sends nothing, and flags the tab', async () => {
    const { sent, onErrors } = setup(() => location);
    const city = await screen.findByDisplayValue('Leeds');
    fireEvent.change(city, { target: { value: '' } });
    fireEvent.click(await saveButton());
    await waitFor(() => expect(onErrors).toHaveBeenLastCalledWith(true));
    expect(sent).toEqual([]);
  });

  it('saves through its own call with the version it was read at, and confirms', async () => {
    const { sent } = setup((body) => ({ ...location, ...body, version: 4 }));
    fireEvent.change(await screen.findByDisplayValue('Leeds Glass'), { target: { value: 'Leeds Glass Ltd' } });
    fireEvent.click(await saveButton());
    await screen.findByText('Saved successfully!');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ id: 7, name: 'Leeds Glass Ltd', version: 3, primaryAddress: { city: 'Leeds' } });
    expect(sent[0]).not.toHaveProperty('dateCreated');
  });

  it('has no status field: the status is changed in the header only', async () => {
    setup(() => location);
    await screen.findByDisplayValue('Leeds Glass');
    expect(screen.queryByRole('combobox', { name: /Status/ })).toBeNull();
  });

  it('keeps what was typed when the record changes under it (the header changed the status), and saves on the new version', async () => {
    const { sent, queryClient } = setup((body) => ({ ...location, ...body, version: 5 }));
    fireEvent.change(await screen.findByDisplayValue('Leeds Glass'), { target: { value: 'Leeds Glass Ltd' } });
    act(() => {
      queryClient.setQueryData(['businessTab', 'location', 7], { ...location, statusId: 2, version: 4 });
    });
    await waitFor(() => expect(screen.getByDisplayValue('Leeds Glass Ltd')).toBeInTheDocument());
    fireEvent.click(await saveButton());
    await screen.findByText('Saved successfully!');
    expect(sent[0]).toMatchObject({ name: 'Leeds Glass Ltd', statusId: 2, version: 4 });
  });

  it('refuses a stale save with a message and a way to reload', async () => {
    setup(() => {
      throw new HttpError('Business 7 was changed by someone else', 409, { code: 'stale' });
    });
    fireEvent.change(await screen.findByDisplayValue('Leeds Glass'), { target: { value: 'Other name' } });
    fireEvent.click(await saveButton());
    await screen.findByText(/Someone else saved this tab/);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('refuses manufacturers whose shares add up to more than 100 %, naming the total', async () => {
    const info = { businessId: 7, manufacturers: [{ id: 1, percent: 70 }, { id: 2, percent: 40 }], oemCertifications: [], insuranceDepartments: [], services: [], version: 2 };
    const { sent, onErrors } = setup(() => info, 'info', info);
    // The percent input is loaded the first time a form shows one: its first import here can take seconds.
    await screen.findByDisplayValue('70', {}, { timeout: 15_000 });
    fireEvent.click(await saveButton());
    await screen.findByText('The percents add up to 110, more than 100');
    await waitFor(() => expect(onErrors).toHaveBeenLastCalledWith(true));
    expect(sent).toEqual([]);
  });
});
