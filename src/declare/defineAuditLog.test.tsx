/**
 * Both audit logs as declared (./defineAuditLog.ts), over a fake HTTP boundary holding 23 entries: the second page
 * asks offset 10 and says 11-20 of 23; a user picked by name filters from the first page again, and the next page
 * keeps the filter; a date typed goes in the body as the day; every column unsorted, no search box.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import type { ResourceDescriptor } from './defineResource';
import { endpointTable } from './allResources';
import openingHoursAudit from '../../resources/openingHoursAudit';
import ragAudit from '../../resources/ragAudit';
import { DeclaredList } from './views/DeclaredList';
import { noColumnChoice } from '../listViews/testAnswers';


const TOTAL = 23;
/** One page of the entries, each with a log's own fields. */
const rows = (offset: number, size: number, own: Record<string, unknown>) =>
  Array.from({ length: Math.min(size, TOTAL - offset) }, (_, i) => ({ id: TOTAL - offset - i, changedAt: '2026-03-02T15:04:05Z', userId: 7, userName: 'Ada Admin (ada)', before: null, after: null, ...own }));
/** Each log's answer for one page, as its call carries the total. */
const logs: [ResourceDescriptor, (offset: number, size: number) => unknown][] = [
  [openingHoursAudit, (offset, size) => ({ count: TOTAL, items: rows(offset, size, { tenantId: 3, kind: 'holidayDeleted', recordId: 1 }) })],
  [ragAudit, (offset, size) => rows(offset, size, { AuditTypeId: 4, vehicle: 'Honda Civic 2023', TotalItems: TOTAL })],
];

function setup(log: ResourceDescriptor, page: (offset: number, size: number) => unknown) {
  const bodies: unknown[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const columns = noColumnChoice(endpoint);
    if (columns) return columns;
    const path = endpoint.path.split('/')[1];
    if (path === 'GetAuditLog') {
      bodies.push(input.body);
      const { offset, pageSize } = input.body as { offset: number; pageSize: number };
      return page(offset, pageSize);
    }
    if (path === 'GetAuditUsers') return [{ id: 7, name: 'Ada Admin (ada)' }];
    return [];
  };
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <DeclaredList descriptor={log} />
    </AdminContext>,
  );
  return bodies;
}

// The list keeps its page and filters in the URL: each test starts from none.
beforeEach(() => window.history.replaceState(null, '', '/'));

describe('an audit log', { timeout: 60_000 }, () => {
  for (const [log, page] of logs) {
    it(`${log.name}: pages by 10 with its filters in the body`, async () => {
      const bodies = setup(log, page);
      await screen.findByText(/1-10 of 23/);
      expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
      expect(within(screen.getByRole('table')).queryAllByRole('button', { name: /sort/i })).toEqual([]);

      fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
      // The label follows the page at once (the total kept from the last answer); the call goes out after it.
      await screen.findByText(/11-20 of 23/);
      await waitFor(() => expect(bodies.at(-1)).toEqual({ pageSize: 10, offset: 10 }));

      const userFilter = screen.getByRole('combobox', { name: 'User' });
      fireEvent.focus(userFilter);
      fireEvent.change(userFilter, { target: { value: 'ada' } });
      fireEvent.click(await screen.findByRole('option', { name: 'Ada Admin (ada)' }));
      await waitFor(() => expect(bodies.at(-1)).toEqual({ userId: 7, pageSize: 10, offset: 0 }));
      await screen.findByText(/1-10 of 23/);

      fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
      await waitFor(() => expect(bodies.at(-1)).toEqual({ userId: 7, pageSize: 10, offset: 10 }));

      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
      await waitFor(() => expect(bodies.at(-1)).toEqual({ userId: 7, from: '2026-03-01', pageSize: 10, offset: 0 }));
    });
  }
});
