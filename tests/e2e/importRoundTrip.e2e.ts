/**
 * The round trip of every list that imports (issue 34): the list exported to CSV, then to an Excel workbook, by its
 * Export buttons, each file imported back (its columns matched by the headers the export wrote, insert or update): the dry run finds every row
 * unchanged, none to insert, update or refuse.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { IMPORT_LISTS } from '../../contract/importLists';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });
const { page } = session;

/** Each list that imports, by the screen it is on (and the section of it, for a screen of several lists). */
const SCREENS: Record<keyof typeof IMPORT_LISTS, string | { path: string; section: string; opener?: string }> = {
  business: '/business',
  countries: '/admin/catalogues/countries',
  makes: '/admin/makes',
  products: '/admin/catalogues/products',
  productAdds: '/admin/catalogues/productadds',
  insuranceCompanies: '/admin/catalogues/insurancecompanies',
  scanTools: '/admin/report',
  deviceModels: '/admin/catalogues/devicemodels',
  precannedMessages: '/admin/message',
  devices: '/admin/devices',
  taxRates: '/admin/catalogues/taxrates',
  configuration: '/admin/catalogues/configuration',
  serverProfiles: '/admin/catalogues/serverprofiles',
  timeZones: '/admin/catalogues/timezones',
  languages: '/admin/catalogues/languages',
  vehicleManufacturers: '/admin/catalogues/vehiclemanufacturers',
  groups: '/admin/catalogues/groups',
  invoiceMethods: '/admin/catalogues/invoicemethods',
  launchAccounts: '/admin/catalogues/launchaccounts',
  releaseTracks: '/admin/mobile/releasetracks',
  hardwares: '/admin/mobile/hardwares',
  suppliers: '/admin/catalogues/suppliers',
  activationTypes: '/admin/catalogues/activationtypes',
  distributors: '/admin/catalogues/distributors',
  ragRatingLevels: '/admin/catalogues/ragratinglevels',
  activationCards: '/admin/catalogues/activationcards',
  calibrationRecommendations: '/admin/calibrate',
  // Lists under their owner: the first country's states (on its page), the lookup store's items of one type.
  states: '/admin/catalogues/countries/update/1',
  lookupItems: '/admin/defaults?key=user.title',
  businessUsers: '/business/update/1',
  users: '/users',
  salesReps: '/admin/salesreps',
  reportTemplates: '/admin/report',
  // In the dialog the RAG ratings screen opens for a vehicle.
  serviceElements: { path: '/admin/rag/maintain-rag-ratings?make=Mazda&year=2021&model=CX-5', section: 'Service elements', opener: 'Service elements' },
  // A translation table's rows in the screen's language.
  reportSectionTranslations: { path: '/admin/translation?language=es', section: 'Report sections' },
  appLabelTranslations: { path: '/admin/translation?language=es', section: 'Shop app labels' },
  serviceElementTranslations: { path: '/admin/rag/service-element-translation?language=es', section: 'Service elements' },
};

const wizard = () => page.getByRole('dialog', { name: /^Import into / });
const count = async (outcome: string) => Number(/(\d+)$/.exec(await wizard().getByRole('button', { name: new RegExp(`^${outcome}: \\d+$`) }).innerText())?.[1]);

/** Where a list's buttons and rows are: a section of its screen (or the dialog it opens), else the page. */
const scope = (section?: string) => (section ? page.getByRole('region', { name: section, exact: true }).or(page.getByRole('dialog', { name: section, exact: true })) : page);

/** The list's export in `format` (its button; a list with selection has a second, for the selected rows), imported back: every row unchanged. */
async function roundTrip(list: string, format: 'CSV' | 'Excel', section?: string) {
  const within = scope(section);
  const [download] = await Promise.all([page.waitForEvent('download'), within.getByRole('button', { name: `Export ${format}` }).first().click()]);
  const file = await readFile(await download.path());
  const csv = format === 'CSV' ? file.toString('utf8') : '';
  // The rows the list exported: its CSV's lines under the header; the workbook's, the CSV's of the same list.
  const rows = format === 'CSV' ? csv.trim().split(/\r\n/).length - 1 : exported.get(list) ?? 0;
  assert.ok(rows > 0, `${list}: ${format} export of no rows`);
  exported.set(list, rows);
  const name = `${list}.${format === 'CSV' ? 'csv' : 'xlsx'}`;
  await within.getByRole('button', { name: 'Import' }).click();
  // The wizard opens where it was left (the CSV's check, nothing applied): back to its first step for the new file.
  const fileInput = wizard().locator('input[type=file]');
  await wizard().getByRole('button', { name: 'Close' }).waitFor();
  while ((await fileInput.count()) === 0) await wizard().getByRole('button', { name: 'Back' }).click();
  await fileInput.setInputFiles({ name, mimeType: format === 'CSV' ? 'text/csv' : XLSX, buffer: file });
  await wizard().getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('radio', { name: 'Insert or update' }).check();
  await wizard().getByRole('button', { name: 'Check' }).click();
  await wizard().getByRole('button', { name: /^Unchanged: \d+$/ }).waitFor();
  const counts = { insert: await count('To insert'), update: await count('To update'), refused: await count('Refused'), unchanged: await count('Unchanged') };
  assert.deepEqual(counts, { insert: 0, update: 0, refused: 0, unchanged: rows }, `${name}: ${csv.slice(0, 400)}`);
  await wizard().getByRole('button', { name: 'Close' }).click();
  await wizard().waitFor({ state: 'detached' });
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** Each list's rows, as its CSV export counted them. */
const exported = new Map<string, number>();

for (const [list, screen] of Object.entries(SCREENS)) {
  const { path, section, opener } = typeof screen === 'string' ? { path: screen, section: undefined, opener: undefined } : screen;
  test(`${list}: its export imports back unchanged, as CSV and as an Excel workbook`, async () => {
    await session.goto(path);
    // A business's users are on its User List tab; the service elements in a dialog of the RAG screen.
    if (list === 'businessUsers') await page.getByRole('tab', { name: 'User List' }).click();
    if (opener) await page.getByRole('button', { name: opener }).click();
    await scope(section).locator('table tbody tr').first().waitFor();
    await roundTrip(list, 'CSV', section);
    await roundTrip(list, 'Excel', section);
  });
}
