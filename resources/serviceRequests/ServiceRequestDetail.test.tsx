/** A request's detail over a fake HTTP boundary: its facts in the shop's zone, its history and issues named, and the work order's date adjusted. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { HistoryEntry, RequestIssue, ServiceRequest } from '../../contract/serviceRequest';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { ServiceRequestDetail } from './ServiceRequestDetail';


const person = (id: number, name: string) => ({ id, name });
const request = (statusId: number): ServiceRequest => ({
  id: 41,
  businessId: 7,
  businessName: 'Main Street Auto',
  timeZone: 'America/New_York',
  vin: '1HGCM82633A004352',
  vehicleYear: 2019,
  vehicleMake: 'Honda',
  vehicleModel: 'Accord',
  appId: 4,
  serviceTypeId: 3,
  serviceType: 'ADAS calibration',
  statusId,
  technicianId: 12,
  technicianName: 'Tom Tech',
  technician: { Id: 12, GivenName: 'Tom', FamilyName: 'Tech', Username: 'demo.tech' },
  requestedById: 30,
  requestedByName: 'Sam Shop',
  dateCreated: '2025-03-14T13:00:00.000Z',
  dateUpdated: '2025-03-14T15:30:00.000Z',
  dateDispatched: '2025-03-12T10:00:00.000Z',
  version: 4,
  workOrder: {
    id: 88,
    location: { id: 1, name: 'Bay 2' },
    createdBy: person(12, 'Tom Tech'),
    updatedBy: null,
    dateCreated: '2025-03-14T13:10:00.000Z',
    dateUpdated: '2025-03-14T15:30:00.000Z',
    scanReport: { statusId: 2, dateStarted: '2025-03-14T14:00:00.000Z', dateCompleted: null },
    invoice: { number: 'INV-1001', amount: 1234.5 },
    version: 2,
  },
});
const history: HistoryEntry[] = [
  { id: 1, kind: 'created', from: null, to: null, changedBy: person(30, 'Sam Shop'), changedAt: '2025-03-14T13:00:00.000Z' },
  { id: 2, kind: 'assignment', from: null, to: 'Tom Tech', changedBy: null, changedAt: '2025-03-14T13:05:00.000Z' },
  { id: 3, kind: 'status', from: '2', to: '3', changedBy: person(12, 'Tom Tech'), changedAt: '2025-03-14T13:10:00.000Z' },
  { id: 5, kind: 'workOrder', from: null, to: 'scanReport,invoice', changedBy: person(1, 'Ada Admin'), changedAt: '2025-03-14T13:20:00.000Z' },
  { id: 6, kind: 'dispatchFixed', from: null, to: '2025-03-14T13:05:00.000Z', changedBy: person(1, 'Ada Admin'), changedAt: '2025-03-14T13:30:00.000Z' },
];
const issues: RequestIssue[] = [
  { id: 5, serviceRequestId: 41, text: 'Camera bracket bent', raisedBy: person(12, 'Tom Tech'), raisedAt: '2025-03-14T14:20:00.000Z', resolved: false, resolvedAt: null },
  { id: 6, serviceRequestId: 41, text: 'Windshield chip', raisedBy: null, raisedAt: '2025-03-14T14:25:00.000Z', resolved: true, resolvedAt: '2025-03-14T15:00:00.000Z' },
];

function setup({ statusId = 3, stale = false } = {}) {
  let current = request(statusId);
  let entries = history;
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    if (path === 'ServiceRequest') return current;
    if (path === 'GetServiceRequestHistory') return entries;
    if (path === 'GetIssues') return issues;
    if (stale) throw new HttpError('Work order 88 was changed by someone else', 409, { code: 'stale' });
    const date = String(input.query?.date);
    const wo = current.workOrder as NonNullable<ServiceRequest['workOrder']>;
    entries = [...entries, { id: 4, kind: 'dateAdjusted', from: wo.dateCreated, to: new Date(date).toISOString(), changedBy: person(1, 'Ada Admin'), changedAt: '2025-03-15T09:00:00.000Z' }];
    current = { ...current, workOrder: { ...wo, dateCreated: new Date(date).toISOString(), version: wo.version + 1 } };
    return current;
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <ServiceRequestDetail id="41" />
      <AppNotification />
    </AdminContext>,
  );
  return calls;
}

const section = (name: string) => within(screen.getByRole('region', { name }));
const fact = (region: string, label: string) => {
  const term = section(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('a service request’s detail', { timeout: 30_000 }, () => {
  it('shows the request, its work order, history and issues, dates in the shop’s zone', async () => {
    setup();
    await screen.findByRole('heading', { name: 'Service request 41' });
    expect(screen.getByText('Times in the shop’s time zone (America/New_York).')).toBeInTheDocument();
    expect(fact('Request', 'Status')).toBe('In progress');
    expect(fact('Request', 'Solution')).toBe('Calibration US/Canada');
    expect(fact('Request', 'Vehicle')).toBe('2019 Honda Accord');
    expect(fact('Request', 'Technician')).toBe('Tom Tech (demo.tech)');
    expect(fact('Request', 'Requested')).toBe('03/14/2025 09:00:00 am EDT');
    expect(section('Request').getByRole('link', { name: 'Main Street Auto' })).toHaveAttribute('href', expect.stringMatching(/\/business\/update\/7$/));
    expect(fact('Work order', 'Scan report')).toBe('In progress');
    expect(fact('Work order', 'Scan completed')).toBe('—');
    expect(fact('Work order', 'Invoice amount')).toBe('$1,234.50');
    const timeline = await section('History').findAllByRole('listitem');
    expect(timeline.map((li) => li.firstChild?.textContent)).toEqual([
      'Request created',
      'Assigned to Tom Tech',
      'Status changed from Dispatched to In progress',
      'Work order edited: scan report, invoice',
      'Dispatch time repaired from none to 03/14/2025 09:05:00 am EDT',
    ]);
    expect(fact('Request', 'Dispatched')).toBe('03/12/2025 06:00:00 am EDT');
    expect(timeline[1]).toHaveTextContent('03/14/2025 09:05:00 am EDT by the system');
    const raised = await section('Issues').findAllByRole('listitem');
    expect(raised[0]).toHaveTextContent('Camera bracket bentOpenRaised by Tom Tech on 03/14/2025 10:20:00 am EDT');
    expect(raised[1]).toHaveTextContent('Windshield chipResolvedRaised by Unknown on 03/14/2025 10:25:00 am EDT · Resolved on 03/14/2025 11:00:00 am EDT');
  });

  it('adjusts the work order’s created date in the shop’s zone, shows the answer and the history read again', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust created date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the work order’s created date' });
    const input = within(dialog).getByLabelText(/Created date and time/);
    expect(input).toHaveValue('2025-03-14T09:10');
    fireEvent.change(input, { target: { value: '2025-03-14T09:45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('The work order’s created date is adjusted.');
    expect(calls.filter((c) => c.path === 'AdjustWorkOrderCreatedDate').map((c) => c.input.query)).toEqual([{ workOrderId: 88, date: '2025-03-14T09:45:00-04:00', version: 2 }]);
    await waitFor(() => expect(fact('Work order', 'Created')).toBe('03/14/2025 09:45:00 am EDT'));
    await section('History').findByText('Work order date adjusted from 03/14/2025 09:10:00 am EDT to 03/14/2025 09:45:00 am EDT');
    expect(calls.filter((c) => c.path === 'ServiceRequest')).toHaveLength(1);
  });

  it('explains a stale work order and reads the request again', async () => {
    const calls = setup({ stale: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Adjust created date' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(/Someone else changed this work order since it was shown/);
    await waitFor(() => expect(calls.filter((c) => c.path === 'ServiceRequest')).toHaveLength(2));
  });

  it('keeps a completed request’s work order date, and says why', async () => {
    setup({ statusId: 4 });
    expect(await screen.findByRole('button', { name: 'Adjust created date' })).toBeDisabled();
    expect(screen.getByText('A completed or cancelled request’s work order keeps its created date.')).toBeInTheDocument();
  });
});
