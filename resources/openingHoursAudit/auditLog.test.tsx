/**
 * The opening-hours audit log as declared, over a fake HTTP boundary: its filters and page in the POST body, and
 * each change told in words in the console's language, the same in the list's cells and in its CSV.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { AuditEntry, Tenant } from '../../contract/openingHours';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { locales, messagesFor } from '../../i18n/i18nProvider';
import { endpointTable } from '../../src/declare/allResources';
import { DeclaredList } from '../../src/declare/views/DeclaredList';
import openingHoursAudit from '.';
import { noColumnChoice } from '../../src/listViews/testAnswers';


const tenants: Tenant[] = [{ ID: 3, SupportEmail: 'glass@example.com', Platform: 2, timeZone: 'America/New_York', version: 1, openNow: { isOpen: true, changesAt: null } }];
const entries: AuditEntry[] = [
  {
    id: 2,
    changedAt: '2026-03-02T15:04:05Z',
    userId: 7,
    userName: 'Ada Admin (ada)',
    tenantId: 3,
    kind: 'standardHours',
    recordId: 11,
    before: { id: 11, tenantId: 3, weekday: 1, openingTime: '08:00', closingTime: '17:00', version: 1 },
    after: { id: 11, tenantId: 3, weekday: 1, openingTime: '09:00', closingTime: '17:00', version: 2 },
  },
  {
    id: 1,
    changedAt: '2026-03-01T10:00:00Z',
    userId: 7,
    userName: 'Ada Admin (ada)',
    tenantId: 3,
    kind: 'holidayAdded',
    recordId: 31,
    before: null,
    after: { id: 31, tenantId: 3, holidayDate: '2026-12-25', name: 'Christmas Day', openingTime: null, closingTime: null, version: 1 },
  },
];

function setup(locale: 'en' | 'es') {
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const columns = noColumnChoice(endpoint);
    if (columns) return columns;
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    if (path === 'GetAuditLog') return { count: entries.length, items: entries };
    if (path === 'TenantDetails') return tenants;
    if (path === 'GetAuditUsers') return [{ id: 7, name: 'Ada Admin (ada)' }];
    throw new Error(`unexpected call ${path}`);
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as never, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <DeclaredList descriptor={openingHoursAudit} />
    </AdminContext>,
  );
  return calls;
}

let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    downloads.push(blob as Blob);
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
});

/** RFC 4180 as contract/csv.ts writes it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.replace(/^\uFEFF/, '').trim().split('\r\n')) {
    const cells: string[] = [];
    const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
    for (let m = re.exec(line); m && m[0] !== ''; m = re.exec(line)) cells.push(m[1].startsWith('"') ? m[1].slice(1, -1).replaceAll('""', '"') : m[1]);
    rows.push(cells);
  }
  return rows;
}

function tableRows(): string[][] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('the opening-hours audit log', { timeout: 40_000 }, () => {
  for (const [locale, words] of [
    ['en', { tenant: 'Glass US/Canada', kinds: ['Standard hours', 'Holiday added'], changes: ['Monday — Hours: 08:00 – 17:00 → 09:00 – 17:00', 'Holiday 12/25/2026 Christmas Day — Closed all day'] }],
    ['es', { tenant: 'Lunas EE. UU./Canadá', kinds: ['Horario estándar', 'Festivo añadido'], changes: ['Lunes — Horario: de 08:00 a 17:00 → de 09:00 a 17:00', 'Festivo 12/25/2026 Christmas Day — Cerrado todo el día'] }],
  ] as const) {
    it(`tells each change in words (${locale}), the same in the cells and the CSV`, async () => {
      const calls = setup(locale);
      await waitFor(() => expect(tableRows().map((r) => r[2])).toEqual([words.tenant, words.tenant]));
      const rows = tableRows();
      expect(rows.map((r) => r[3])).toEqual(words.kinds);
      expect(rows.map((r) => r[4])).toEqual(words.changes);
      expect(calls.find((c) => c.path === 'GetAuditLog')?.input).toEqual({ body: { pageSize: 10, offset: 0 } });

      fireEvent.click(screen.getByRole('button', { name: /^(Export|Exportar) CSV$/ }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const csv = parseCsv(await downloads[0].text());
      expect(csv.slice(1).map((r) => r.slice(1))).toEqual(rows.map((r) => r.slice(1)));
      expect(csv.slice(1).map((r) => r[0])).toEqual(rows.map((r) => r[0]));
    });
  }
});
