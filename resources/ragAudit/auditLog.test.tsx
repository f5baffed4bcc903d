/**
 * The RAG audit log as declared, over a fake HTTP boundary: 10 a page in the POST body, the total read from the
 * rows' TotalItems, the types named in the console's language, and each change told in words.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../contract/define';
import type { RagAuditEntry } from '../../contract/rag';
import { createDataProvider } from '../../dataProvider/adapter';
import type { CallInput } from '../../dataProvider/http';
import { locales, messagesFor } from '../../i18n/i18nProvider';
import { endpointTable } from '../../src/declare/allResources';
import { DeclaredList } from '../../src/declare/views/DeclaredList';
import ragAudit from '.';
import { noColumnChoice } from '../../src/listViews/testAnswers';


const entry = (id: number, AuditTypeId: number, rest: Partial<RagAuditEntry>): RagAuditEntry => ({
  id,
  changedAt: `2026-10-0${id}T10:00:00Z`,
  userId: 7,
  userName: 'Ada Admin (ada)',
  AuditTypeId,
  AuditTypeName: 'server name',
  vehicleId: 12,
  vehicle: 'Honda Civic 2023',
  serviceElementId: null,
  serviceElementName: null,
  before: null,
  after: null,
  TotalItems: 23,
  ...rest,
});
const entries = [
  entry(4, 1, { serviceElementId: 7, serviceElementName: 'Front radar calibration', before: { rating: 'Green' }, after: { rating: 'Red' } }),
  entry(3, 2, { vehicle: 'Honda Civic 2024', before: { ratings: { 'Front radar calibration': null } }, after: { from: 'Honda Civic 2023', sourceVehicleId: 12, ratings: { 'Front radar calibration': 'Red' } } }),
  entry(2, 4, { after: { note: 'Checked with the OEM' } }),
  entry(1, 5, { vehicleId: null, vehicle: null, serviceElementId: 9, serviceElementName: 'Headlamp aim', before: { name: 'Headlamp aim', serviceElementGroupName: 'Glass and sensors', isActive: true }, after: { name: 'Headlamp aim', serviceElementGroupName: 'Glass and sensors', isActive: false } }),
];
const types = ['All entries', 'Rating changed', 'Ratings copied', 'Ratings bulk copied', 'Vehicle reviewed', 'Service element changed'].map((AuditTypeName, AuditTypeId) => ({ AuditTypeId, AuditTypeName }));

function setup(locale: 'en' | 'es') {
  const calls: { path: string; input: CallInput }[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const columns = noColumnChoice(endpoint);
    if (columns) return columns;
    const path = endpoint.path.split('/')[1];
    calls.push({ path, input });
    if (path === 'GetAuditLog') return entries;
    if (path === 'GetAuditTypeList') return types;
    if (path === 'GetAuditUsers') return [{ id: 7, name: 'Ada Admin (ada)' }];
    if (path === 'GetAuditVehicles') return [{ id: 12, name: 'Honda Civic 2023' }, { id: 13, name: 'Honda Civic 2024' }];
    throw new Error(`unexpected call ${path}`);
  };
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as never, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      <DeclaredList descriptor={ragAudit} />
    </AdminContext>,
  );
  return calls;
}

function tableRows(): string[][] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

describe('the RAG audit log', { timeout: 40_000 }, () => {
  for (const [locale, words] of [
    [
      'en',
      {
        types: ['Rating changed', 'Ratings copied', 'Vehicle reviewed', 'Service element changed'],
        changes: ['Green → Red', 'From Honda Civic 2023 — Front radar calibration: Not rated → Red', 'Reviewed — Note: Checked with the OEM', 'Active: Yes → No'],
        total: /1-10 of 23/,
      },
    ],
    [
      'es',
      {
        types: ['Calificación cambiada', 'Calificaciones copiadas', 'Vehículo revisado', 'Elemento de servicio cambiado'],
        changes: ['Green → Red', 'Desde Honda Civic 2023 — Front radar calibration: Sin calificar → Red', 'Revisado — Nota: Checked with the OEM', 'Activo: Sí → No'],
        total: /1 - 10 de 23/,
      },
    ],
  ] as const) {
    it(`shows the entries with their type and change in words (${locale}), 10 a page, the total from TotalItems`, async () => {
      const calls = setup(locale);
      await waitFor(() => expect(tableRows().map((r) => r[2])).toEqual(words.types));
      const rows = tableRows();
      expect(rows.map((r) => r[1])).toEqual(entries.map(() => 'Ada Admin (ada)'));
      expect(rows.map((r) => r[3])).toEqual(['Honda Civic 2023', 'Honda Civic 2024', 'Honda Civic 2023', '']);
      expect(rows.map((r) => r[4])).toEqual(['Front radar calibration', '', '', 'Headlamp aim']);
      expect(rows.map((r) => r[5])).toEqual(words.changes);
      expect(calls.find((c) => c.path === 'GetAuditLog')?.input).toEqual({ body: { pageSize: 10, offset: 0 } });
      expect(screen.getByText(words.total)).toBeInTheDocument();
    });
  }

  it('filters by a vehicle picked by its name, never typed as an id', async () => {
    const calls = setup('en');
    const vehicle = await screen.findByRole('combobox', { name: 'Vehicle' });
    fireEvent.focus(vehicle);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vehicle' })).toHaveFocus(), { timeout: 15_000 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Vehicle' }), { target: { value: 'civic 2024' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Honda Civic 2024' }));
    await waitFor(() => expect(calls.filter((c) => c.path === 'GetAuditLog').at(-1)?.input).toEqual({ body: { vehicleId: 13, pageSize: 10, offset: 0 } }));
  });
});
