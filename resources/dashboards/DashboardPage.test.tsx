/**
 * The dashboard page over a fake HTTP boundary: built from the schema (columns, cells in the spec's formats, the
 * chart's sentence and table); a chart item's rows asked with its condition; a column sorted; an and/or query
 * applied; one's own template opened by its id, a stale save of it refused with a clear message; a template shared
 * (its link copied), opened by that link as someone else's, and no longer shared after confirmation.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardTemplate, DataSchema } from '../../contract/dashboard';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { AppNotification } from '../../src/layout/AppNotification';
import { endpointTable } from '../../src/declare/allResources';
import { DashboardPage } from './DashboardPage';


const schema: DataSchema = {
  name: 'deviceshipments',
  dateColumn: 'shippedDate',
  undatedInRange: false,
  latestDate: null,
  defaultOrderBy: 'id',
  columns: [
    { key: 'id', type: 'number', label: 'Id', operators: ['eq', 'gt', 'empty', 'notEmpty'] },
    { key: 'carrier', type: 'text', label: 'Carrier', operators: ['eq', 'neq', 'contains', 'startsWith', 'empty', 'notEmpty'] },
    { key: 'shippedDate', type: 'date', label: 'Shipped', operators: ['on', 'before', 'after', 'empty', 'notEmpty'] },
    { key: 'inTransit', type: 'boolean', label: 'In transit', operators: ['isTrue', 'isFalse'] },
  ],
  charts: [{ key: 'byCarrier', label: 'Shipments by carrier', kind: 'bar', column: 'carrier' }],
};
const template: DashboardTemplate = {
  id: 7,
  name: 'FedEx in transit',
  dashboard: 'deviceshipments',
  definition: { startDate: '2024-01-01', endDate: '2024-12-31', conditions: [{ field: 'carrier', operator: 'eq', value: 'FedEx', logic: 0 }], orderBy: 'id', sortBy: 'asc' },
  ownerId: 1,
  ownerName: 'Ada Admin',
  dateUpdated: '2026-03-04T10:00:00.000Z',
  version: 3,
  shareToken: null,
};
const TOKEN = 'q1Z-5b_Tk3v0Xy8Wc2Rn4A';

function setup(url = '/dashboard/deviceshipments') {
  const calls: { path: string; input: CallInput }[] = [];
  // The user's template 7, shared (by TOKEN) or not; a token asked for answers someone else's template 12.
  let shareToken: string | null = null;
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    if (path === 'DashboardDataSchema') return schema;
    if (path === 'DashboardChart')
      return {
        total: 3,
        items: [
          { id: 'FedEx', name: 'FedEx', count: 2 },
          { id: 'UPS', name: 'UPS', count: 1 },
        ],
      };
    if (path === 'DashboardData') return { TotalItems: 1, items: [{ id: 4, carrier: 'FedEx', shippedDate: '2024-05-01', inTransit: true }] };
    if (path === 'DashboardDataTemplates') {
      const query = input.query as Record<string, unknown>;
      if (query.share) return [{ ...template, id: 12, name: 'Their shipments', ownerId: 2, ownerName: 'Bea Boss', shareToken: query.share }];
      return [{ ...template, shareToken }];
    }
    if (path === 'DashboardDataTemplateShare') {
      shareToken = (input.body as { shared: boolean }).shared ? TOKEN : null;
      return { ...template, shareToken };
    }
    if (path === 'DashboardDataTemplateSave') throw new HttpError('Template 7 was changed by someone else', 409, { code: 'stale' });
    return [];
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
        <DashboardPage name="deviceshipments" />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  return calls;
}

const bodies = (calls: { path: string; input: CallInput }[], path: string) => calls.filter((c) => c.path === path).map((c) => c.input.body as Record<string, unknown>);

describe('the dashboard page', () => {
  it('shows the schema’s table and chart, and leads a chart item to its rows', async () => {
    const calls = setup();
    const rows = await screen.findByRole('table', { name: 'Rows' });
    await within(rows).findByRole('row', { name: /FedEx/ });
    expect(within(rows).getByRole('row', { name: /FedEx/ })).toHaveTextContent('4FedEx05/01/2024Yes');
    await screen.findByText('3 shipments; most: FedEx (2).');
    // Spec §9: id ascending by default, ten a page, the last 12 months.
    expect(bodies(calls, 'DashboardData')[0]).toMatchObject({ name: 'deviceshipments', orderBy: 'id', sortBy: 'asc', pageSize: 10, offset: 0, conditions: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Show rows of UPS' }));
    await waitFor(() => expect(bodies(calls, 'DashboardData').at(-1)?.conditions).toEqual([{ field: 'carrier', operator: 'eq', value: 'UPS', logic: 0 }]));
    fireEvent.click(within(rows).getByRole('button', { name: 'Carrier' }));
    await waitFor(() => expect(bodies(calls, 'DashboardData').at(-1)).toMatchObject({ orderBy: 'carrier', sortBy: 'asc' }));
  });

  it('hides two columns clicked one right after the other', async () => {
    setup();
    const rows = await screen.findByRole('table', { name: 'Rows' });
    await within(rows).findByRole('row', { name: /FedEx/ });
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu');
    // Both clicks before the page is drawn again (one act draws once, as a browser may): the second keeps the first.
    act(() => {
      fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Carrier' }));
      fireEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'In transit' }));
    });
    const headers = () => within(screen.getByRole('table', { name: 'Rows', hidden: true })).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    await waitFor(() => expect(headers()).toEqual(['Id', 'Shipped']));
  });

  it('applies an and/or query only once every row is valid', async () => {
    const calls = setup();
    await screen.findByRole('table', { name: 'Rows' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a condition' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findAllByText('A value is required.')).toHaveLength(2);
    const count = bodies(calls, 'DashboardData').length;
    for (const [n, value] of [
      [1, '3'],
      [2, '9'],
    ] as const) {
      const row = screen.getByRole('group', { name: `Condition ${n}` });
      fireEvent.change(within(row).getByRole('spinbutton', { name: 'Value' }), { target: { value } });
    }
    fireEvent.mouseDown(within(screen.getByRole('group', { name: 'Condition 2' })).getByRole('combobox', { name: 'Join' }));
    fireEvent.click(await screen.findByRole('option', { name: 'or' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(bodies(calls, 'DashboardData').at(-1)?.conditions).toEqual([
        { field: 'id', operator: 'eq', value: 3, logic: 0 },
        { field: 'id', operator: 'eq', value: 9, logic: 2 },
      ]),
    );
    expect(bodies(calls, 'DashboardData').length).toBeGreaterThan(count);
  });

  it('opens one of the user’s templates by its id, and says clearly when a save is stale', async () => {
    const calls = setup('/dashboard/deviceshipments?template=7');
    await screen.findByText('Open: FedEx in transit');
    expect(calls.find((c) => c.path === 'DashboardDataTemplates' && (c.input.query as { id?: number }).id === 7)).toBeDefined();
    await waitFor(() => expect(bodies(calls, 'DashboardData').at(-1)).toMatchObject({ startDate: '2024-01-01', endDate: '2024-12-31', conditions: template.definition.conditions }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes to FedEx in transit' }));
    await screen.findByText(/Someone else changed this template since you opened it/);
    expect(bodies(calls, 'DashboardDataTemplateSave')[0]).toMatchObject({ id: 7, version: 3, dashboard: 'deviceshipments' });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('shares a template by copying its link, and stops sharing it after confirmation', async () => {
    const copied: string[] = [];
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: async (text: string) => void copied.push(text) } });
    const calls = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Share FedEx in transit and copy its link' }));
    await screen.findByText(/^The template FedEx in transit is now shared/);
    expect(bodies(calls, 'DashboardDataTemplateShare')).toEqual([{ id: 7, shared: true }]);
    expect(copied).toEqual([`${window.location.origin}/dashboard/deviceshipments?share=${TOKEN}`]);
    await screen.findByText(/^Shared · updated/);
    // Shared already: its link is copied as it is.
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link of FedEx in transit' }));
    await waitFor(() => expect(copied).toHaveLength(2));
    expect(bodies(calls, 'DashboardDataTemplateShare')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing FedEx in transit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sharing the template' });
    expect(dialog).toHaveTextContent('Its link will open nothing for anyone who has it');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    // Its button gone, the keyboard is back on the row's link button (its notice waits for the copy's to fade: not
    // waited for here).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Share FedEx in transit and copy its link' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Stop sharing FedEx in transit' })).toBeNull();
    expect(bodies(calls, 'DashboardDataTemplateShare').at(-1)).toEqual({ id: 7, shared: false });
  });

  it('opens a template shared by its link’s token as someone else’s, read-only', async () => {
    const calls = setup(`/dashboard/deviceshipments?share=${TOKEN}`);
    await screen.findByText('Open: Their shipments, shared by Bea Boss');
    screen.getByText('Read-only: Save as… keeps a copy of your own.');
    expect(calls.filter((c) => c.path === 'DashboardDataTemplates').map((c) => c.input.query)).toContainEqual({ share: TOKEN });
    await waitFor(() => expect(bodies(calls, 'DashboardData').at(-1)).toMatchObject({ startDate: '2024-01-01', conditions: template.definition.conditions }));
    expect(screen.queryByRole('button', { name: /^Save changes to/ })).toBeNull();
  });

  it('streams an export with its progress, and its Cancel aborts the download', async () => {
    const sent: { url: string; body: Record<string, unknown>; signal: AbortSignal }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)), signal: init.signal as AbortSignal });
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('Id,Carrier\r\n4,FedEx\r\n'));
          init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(stream, { headers: { 'x-total-rows': '5', 'content-type': 'text/csv' } });
    });
    setup('/dashboard/deviceshipments?cols=id,carrier');
    await screen.findByRole('table', { name: 'Rows' });
    fireEvent.click(screen.getByRole('button', { name: 'Rows as CSV' }));
    await screen.findByText('1 of 5 rows written');
    expect(sent[0].url).toBe('/api/dashboard/ExportDeviceShipment');
    expect(sent[0].body).toMatchObject({ columns: ['id', 'carrier'], format: 'csv', language: 'en', orderBy: 'id', sortBy: 'asc', conditions: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the export' }));
    await screen.findByText('The export is cancelled.');
    expect(sent[0].signal.aborted).toBe(true);
  });
});
