/**
 * Option fields read as labels, not stored ids, in list cells and in the CSV export alike, in English and
 * Spanish: fixed choices translated, lookup items and option rows by name (the lookup chosen per row when
 * declared so), each lookup loaded once however many rows. Report templates, through the real adapter over a
 * fake HTTP boundary: in the declared table (FieldCell) and in the inline-editable list it really uses.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { createDataProvider } from '../../../dataProvider/adapter';
import type { CallInput } from '../../../dataProvider/http';
import type { en } from '../../../i18n/en';
import { locales, messagesFor } from '../../../i18n/i18nProvider';
import { EditableList } from '../../components/EditableList';
import { endpointTable } from '../allResources';
import reportTemplates from '../../../resources/reportTemplates';
import { DeclaredList } from './DeclaredList';
import { noColumnChoice } from '../../listViews/testAnswers';

// The first render loads MUI and react-admin: slow on a busy machine.

/** In the list's order (by area). */
const templates = [
  { id: 1, area: 0, appId: 4, isAdd: false, productId: 7, order: 1, isSWS: true, swsMakeId: 3, template: 'A', isInactive: false, version: 1 },
  // Product 7 again, but a product add: named from the product adds.
  { id: 2, area: 1, appId: 1, isAdd: true, productId: 7, order: 2, isSWS: false, swsMakeId: null, template: 'B', isInactive: false, version: 1 },
  // An inactive product still reads as its name.
  { id: 3, area: 2, appId: 5, isAdd: false, productId: 8, order: 3, isSWS: false, swsMakeId: null, template: 'C', isInactive: true, version: 1 },
];
type Item = { id: number; text: string; isActive: boolean; translations?: Record<string, string> };
const items: Record<string, Item[]> = {
  product: [
    { id: 7, text: 'ADAS calibration', isActive: true },
    { id: 8, text: 'Legacy scan', isActive: false },
  ],
  'product.add': [{ id: 7, text: 'Windshield add-on', isActive: true }],
};

function setup(view: 'table' | 'editable', locale: 'en' | 'es', lookups = items) {
  const calls: string[] = [];
  const http = async (endpoint: Endpoint, input: CallInput = {}) => {
    const columns = noColumnChoice(endpoint);
    if (columns) return columns;
    const path = endpoint.path.split('/')[1];
    if (path === 'ByKey') {
      const { key, showAll } = input.body as { key: string; showAll?: boolean };
      calls.push(`ByKey ${key}`);
      return lookups[key].filter((i) => showAll || i.isActive);
    }
    calls.push(path);
    if (path === 'GetMakes') return [{ id: 3, make: 'Subaru', isInactive: false, version: 1 }];
    if (path === 'GetReportTemplates') return templates;
    throw new Error(`unexpected call ${path}`);
  };
  // The messages with every area (tests/setup/jsdom.ts loads them and the Spanish ones).
  const i18nProvider = polyglotI18nProvider((l) => messagesFor(l) as typeof en, locale, locales, { allowMissing: true });
  render(
    <AdminContext dataProvider={createDataProvider(http, endpointTable)} i18nProvider={i18nProvider}>
      {view === 'table' ? <DeclaredList descriptor={{ ...reportTemplates, view: 'table' }} /> : <EditableList descriptor={reportTemplates} />}
    </AdminContext>,
  );
  return calls;
}

/** The CSV files the export downloads: the blobs handed to the browser. */
let downloads: Blob[] = [];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    downloads.push(blob as Blob);
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
});

async function exportCsv(): Promise<string[][]> {
  fireEvent.click(screen.getByRole('button', { name: /^(Export|Exportar) CSV$/ }));
  await waitFor(() => expect(downloads).toHaveLength(1));
  const text = (await downloads[0].text()).replace(/^\uFEFF/, '');
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

const columnOf = (csv: string[][], label: string) => {
  const at = csv[0].indexOf(label);
  expect(at, `column ${label} in ${csv[0].join(',')}`).toBeGreaterThanOrEqual(0);
  return csv.slice(1).map((row) => row[at]);
};

/** The text of each body row's cells, by the column headers' labels. */
function tableRows(): Record<string, string>[] {
  const table = screen.getByRole('table');
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Object.fromEntries(within(row).getAllByRole('cell').map((cell, i) => [headers[i], cell.textContent ?? ''])));
}

describe('option fields in a declared list', { timeout: 40_000 }, () => {
  it('show labels in the cells and the CSV, in English, loading each lookup once', async () => {
    const calls = setup('table', 'en');
    await waitFor(() => expect(tableRows().map((r) => r.Product)).toEqual(['ADAS calibration', 'Windshield add-on', 'Legacy scan']));
    const rows = tableRows();
    expect(rows.map((r) => r.Area)).toEqual(['Service Details', 'Recommendations', 'Scan Readings']);
    expect(rows.map((r) => r.App)).toEqual(['Calibration US/Canada', 'UK/Europe', 'ProTech']);
    expect(rows.map((r) => r['SWS make'])).toEqual(['Subaru', '', '']);

    const csv = await exportCsv();
    expect(csv[0]).toEqual(['Area', 'App', 'Product add', 'Product', 'Order', 'SWS', 'SWS make', 'Template', 'Inactive']);
    // The cell and the CSV say the same.
    expect(columnOf(csv, 'Product')).toEqual(rows.map((r) => r.Product));
    expect(columnOf(csv, 'Area')).toEqual(rows.map((r) => r.Area));
    expect(columnOf(csv, 'App')).toEqual(rows.map((r) => r.App));
    expect(columnOf(csv, 'SWS make')).toEqual(['Subaru', '', '']);
    expect(columnOf(csv, 'Product add')).toEqual(['No', 'Yes', 'No']);
    // One call per lookup, for the cells and the export together: none per row.
    expect(calls.filter((c) => c.startsWith('ByKey')).sort()).toEqual(['ByKey product', 'ByKey product.add']);
    expect(calls.filter((c) => c === 'GetMakes')).toHaveLength(1);
  });

  it('show Spanish labels in the cells and the CSV', async () => {
    setup('table', 'es');
    await waitFor(() => expect(tableRows().map((r) => r.Producto)).toEqual(['ADAS calibration', 'Windshield add-on', 'Legacy scan']));
    const rows = tableRows();
    expect(rows.map((r) => r.Área)).toEqual(['Detalles del servicio', 'Recomendaciones', 'Lecturas del escaneo']);
    expect(rows.map((r) => r.Aplicación)).toEqual(['Calibración EE. UU./Canadá', 'Reino Unido/Europa', 'ProTech']);
    const csv = await exportCsv();
    expect(columnOf(csv, 'Área')).toEqual(['Detalles del servicio', 'Recomendaciones', 'Lecturas del escaneo']);
    expect(columnOf(csv, 'Aplicación')).toEqual(['Calibración EE. UU./Canadá', 'Reino Unido/Europa', 'ProTech']);
    expect(columnOf(csv, 'Producto')).toEqual(['ADAS calibration', 'Windshield add-on', 'Legacy scan']);
    expect(columnOf(csv, 'Complemento')).toEqual(['No', 'Sí', 'No']);
  });
});

describe('option fields in the CSV of an inline-editable list', { timeout: 40_000 }, () => {
  for (const [locale, labels] of [
    ['en', { area: 'Area', app: 'App', product: 'Product', make: 'SWS make', areas: ['Service Details', 'Recommendations', 'Scan Readings'], apps: ['Calibration US/Canada', 'UK/Europe', 'ProTech'] }],
    ['es', { area: 'Área', app: 'Aplicación', product: 'Producto', make: 'Marca SWS', areas: ['Detalles del servicio', 'Recomendaciones', 'Lecturas del escaneo'], apps: ['Calibración EE. UU./Canadá', 'Reino Unido/Europa', 'ProTech'] }],
  ] as const) {
    it(`names products, makes and choices, not ids (${locale}), each lookup fetched once`, async () => {
      const calls = setup('editable', locale);
      await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(templates.length + 1));
      const before = calls.filter((c) => c.startsWith('ByKey')).length;
      const csv = await exportCsv();
      expect(columnOf(csv, labels.area)).toEqual(labels.areas);
      expect(columnOf(csv, labels.app)).toEqual(labels.apps);
      expect(columnOf(csv, labels.product)).toEqual(['ADAS calibration', 'Windshield add-on', 'Legacy scan']);
      expect(columnOf(csv, labels.make)).toEqual(['Subaru', '', '']);
      // Every row names a product: two lookups loaded for the export (products and product adds, inactive included), not one per row.
      expect(calls.filter((c) => c.startsWith('ByKey')).slice(before).sort()).toEqual(['ByKey product', 'ByKey product.add']);
    });
  }
});

describe('lookup items in the console’s language (issue 31)', { timeout: 40_000 }, () => {
  // The product has its Spanish; the inactive one and the product add have none.
  const translated = { ...items, product: [{ ...items.product[0], translations: { es: 'Calibración ADAS' } }, items.product[1]] };

  it('read in Spanish in the Spanish cells and CSV, in English where an item has none', async () => {
    setup('table', 'es', translated);
    await waitFor(() => expect(tableRows().map((r) => r.Producto)).toEqual(['Calibración ADAS', 'Windshield add-on', 'Legacy scan']));
    expect(columnOf(await exportCsv(), 'Producto')).toEqual(['Calibración ADAS', 'Windshield add-on', 'Legacy scan']);
  });

  it('read in English in English', async () => {
    setup('table', 'en', translated);
    await waitFor(() => expect(tableRows().map((r) => r.Product)).toEqual(['ADAS calibration', 'Windshield add-on', 'Legacy scan']));
    expect(columnOf(await exportCsv(), 'Product')).toEqual(['ADAS calibration', 'Windshield add-on', 'Legacy scan']);
  });
});
