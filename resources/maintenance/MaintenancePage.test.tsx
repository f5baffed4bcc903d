/** The maintenance page over a fake HTTP boundary: a repair previewed, confirmed and counted; a stale work order save refused. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { Suspense } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { MaintenanceWorkOrder, RepairResult } from '../../contract/maintenance';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { AreaMessages } from '../../i18n/AreaMessages';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import MaintenancePage from './MaintenancePage';


const workOrder: MaintenanceWorkOrder = {
  id: 88,
  serviceRequestId: 41,
  statusId: 3,
  businessId: 7,
  businessName: 'Main Street Auto',
  timeZone: 'America/New_York',
  location: { id: 7, name: 'Main Street Auto' },
  createdBy: { id: 1, name: 'Ada Admin' },
  updatedBy: null,
  dateCreated: '2025-03-14T13:10:00.000Z',
  dateUpdated: '2025-03-14T13:10:00.000Z',
  scanReport: { statusId: 2, dateStarted: '2025-03-14T14:00:00.000Z', dateCompleted: null },
  invoice: { number: null, amount: null },
  version: 4,
};
const item = { id: 41, businessId: 7, businessName: 'Main Street Auto', vin: '1HGCM82633A004352', statusId: 4, technicianName: 'Tom Tech', dateCreated: '2025-03-14T13:00:00.000Z' };

function setup() {
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    if (path === 'GetWorkOrder') return workOrder;
    if (path === 'SaveWorkOrder') throw new HttpError('Work order 88 was changed by someone else', 409, { code: 'stale' });
    if (path === 'SaveInsurance') return { id: 301, key: 'insurance.companies', text: String(input.query?.name), isActive: true, value: null, dateValue: null, decimalValue: null, intValue: null, label: null, parentId: null, stringValue: null, version: 1 };
    if (path === 'FixDispatchTimes') {
      const preview = input.query?.preview === true;
      return { preview, count: 1, items: [{ ...item, from: null, to: '2025-03-14T13:00:00.000Z' }] } satisfies RepairResult;
    }
    return [];
  };
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
        <Suspense fallback="loading">
          <AreaMessages area="maintenance">
            <MaintenancePage />
          </AreaMessages>
        </Suspense>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

describe('the maintenance page', () => {
  it('previews a repair, asks for confirmation, then says how many records changed', async () => {
    const calls = setup();
    const dispatch = await region('Dispatch times');
    fireEvent.click(dispatch.getByRole('button', { name: 'Preview changes' }));
    await dispatch.findByText('1 request will change:');
    expect(dispatch.getByRole('row', { name: /1HGCM82633A004352/ })).toHaveTextContent('Completed');
    fireEvent.click(dispatch.getByRole('button', { name: 'Apply to 1 request…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the change' });
    within(dialog).getByText('Repair the dispatch time of 1 request?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await dispatch.findByText('1 record changed.');
    expect(calls.filter((c) => c.path === 'FixDispatchTimes').map((c) => c.input.query)).toEqual([{ preview: true }, { preview: false }]);
  });

  it('adds an insurance company by name with SaveInsurance, on Enter too, and says it is in the catalogue', async () => {
    const calls = setup();
    const section = await region('Insurance companies');
    const name = section.getByRole('textbox', { name: 'Insurance company name' });
    expect(section.getByRole('button', { name: 'Add insurance company' })).toBeDisabled();
    fireEvent.change(name, { target: { value: '  Northwind Mutual ' } });
    fireEvent.submit(name.closest('form') as HTMLFormElement);
    await section.findByText('Northwind Mutual is in the insurance companies, active.');
    expect(section.getByRole('link', { name: 'See the insurance companies' })).toHaveAttribute('href', '/admin/catalogues/insurancecompanies');
    expect(calls.filter((c) => c.path === 'SaveInsurance').map((c) => c.input.query)).toEqual([{ name: 'Northwind Mutual' }]);
    expect(name).toHaveValue('');
  });

  it('opens a work order and refuses a stale save, reading it again', async () => {
    const calls = setup();
    const section = await region('Work order');
    fireEvent.change(section.getByRole('textbox', { name: 'Work order number' }), { target: { value: '88' } });
    fireEvent.click(section.getByRole('button', { name: 'Open' }));
    const invoice = await section.findByRole('textbox', { name: 'Invoice number' });
    // The dates read in the shop's zone: 14:00 UTC is 10:00 in New York (EDT); one left as read is sent as stored.
    expect(section.getByLabelText('Scan started')).toHaveValue('2025-03-14T10:00');
    section.getByText('Dates and times are in the shop’s time zone, America/New_York.');
    fireEvent.change(invoice, { target: { value: 'INV-9' } });
    // A date entered is read as the shop's wall-clock time, sent with its offset.
    fireEvent.change(section.getByLabelText('Scan completed'), { target: { value: '2025-03-14T11:30' } });
    fireEvent.click(section.getByRole('button', { name: 'Save work order' }));
    await screen.findByText(/Someone else changed this work order/);
    const saves = calls.filter((c) => c.path === 'SaveWorkOrder').map((c) => c.input.body);
    expect(saves).toMatchObject([{ id: 88, version: 4, locationId: 7, scanReport: { statusId: 2, dateStarted: '2025-03-14T14:00:00.000Z', dateCompleted: '2025-03-14T11:30:00-04:00' }, invoice: { number: 'INV-9', amount: null } }]);
    await waitFor(() => expect(calls.filter((c) => c.path === 'GetWorkOrder')).toHaveLength(2));
  });
});
