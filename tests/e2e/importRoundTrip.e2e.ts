/**
 * The round trip of every list that imports (issue 34): the list exported to CSV by its Export button, that file
 * imported back (its columns matched by the headers the export wrote, insert or update): the dry run finds every row
 * unchanged, none to insert, update or refuse.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { IMPORT_LISTS } from '../../contract/importLists';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });
const { page } = session;

/** Each list that imports, by the screen it is on. */
const SCREENS: Record<keyof typeof IMPORT_LISTS, string> = {
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
};

const wizard = () => page.getByRole('dialog', { name: /^Import into / });
const count = async (outcome: string) => Number(/(\d+)$/.exec(await wizard().getByRole('button', { name: new RegExp(`^${outcome}: \\d+$`) }).innerText())?.[1]);

for (const [list, path] of Object.entries(SCREENS)) {
  test(`${list}: its export imports back unchanged`, async () => {
    await session.goto(path);
    await page.locator('table tbody tr').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = await readFile(await download.path(), 'utf8');
    const rows = csv.trim().split(/\r\n/).length - 1;
    assert.ok(rows > 0, csv);
    await page.getByRole('button', { name: 'Import' }).click();
    await wizard().locator('input[type=file]').setInputFiles({ name: `${list}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await wizard().getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('radio', { name: 'Insert or update' }).check();
    await wizard().getByRole('button', { name: 'Check' }).click();
    await wizard().getByRole('button', { name: /^Unchanged: \d+$/ }).waitFor();
    const counts = { insert: await count('To insert'), update: await count('To update'), refused: await count('Refused'), unchanged: await count('Unchanged') };
    assert.deepEqual(counts, { insert: 0, update: 0, refused: 0, unchanged: rows }, `${list}: ${csv.slice(0, 400)}`);
    await wizard().getByRole('button', { name: 'Close' }).click();
    await wizard().waitFor({ state: 'detached' });
  });
}
