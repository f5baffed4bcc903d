/**
 * The reference lists end to end: every catalogue screen of the area opens
 * with its seeded rows; the mobile settings screen shows release tracks and
 * hardware and a release track is edited there; device models are filtered by
 * brand and exported; insurance companies filtered by country and one edited;
 * time zones searched and exported; vehicle makes filtered by model year; the
 * screens in English and Spanish.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { consoleSession, menuEntry } from './harness';

const session = consoleSession({ path: '/admin/mobile', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const rows = () => page.locator('table tbody tr');
const open = (path: string) => session.openList(`/${path}`);
/** Exports the list shown and answers the CSV's lines. */
async function exportCsv(): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^(Export CSV|Exportar CSV)$/ }).click()]);
  return (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
}

/** Each catalogue screen of the area, by its English menu label, and a seeded row it shows. */
const catalogues: [string, string, string][] = [
  ['Activation types', 'admin/catalogues/activationtypes', 'Annual renewal'],
  ['Device manufacturers and models', 'admin/catalogues/devicemodels', 'MS909'],
  ['Distributors', 'admin/catalogues/distributors', 'Northline Tool Supply'],
  ['Groups', 'admin/catalogues/groups', 'dispatch.central@scancal.example'],
  ['Insurance companies', 'admin/catalogues/insurancecompanies', 'Allstate'],
  ['Invoice methods', 'admin/catalogues/invoicemethods', 'Customer portal'],
  ['Languages', 'admin/catalogues/languages', 'Español'],
  ['Launch accounts', 'admin/catalogues/launchaccounts', 'LTC-200117'],
  ['RAG rating list', 'admin/catalogues/ragratinglevels', 'Amber'],
  ['Server profiles', 'admin/catalogues/serverprofiles', 'https://api.eu.scancal.example'],
  ['Suppliers', 'admin/catalogues/suppliers', 'Autel U.S. Inc.'],
  ['Time zones', 'admin/catalogues/timezones', 'Central Time (US & Canada)'],
  ['Vehicle makes by year', 'admin/catalogues/vehiclemakes', 'Acura'],
  ['Vehicle manufacturers', 'admin/catalogues/vehiclemanufacturers', 'Hyundai'],
];

describe('the reference lists', () => {
  test('the mobile settings screen shows the release tracks and the hardware', async () => {
    await page.getByRole('heading', { name: 'Release tracks' }).waitFor();
    const tracks = page.locator('section', { has: page.getByRole('heading', { name: 'Release tracks' }) });
    const hardware = page.locator('section', { has: page.getByRole('heading', { name: 'Hardware' }) });
    await tracks.locator('tbody tr', { hasText: '4.18.2' }).waitFor();
    await hardware.locator('tbody tr', { hasText: 'ADS 625X' }).waitFor();
    assert.equal(await tracks.locator('tbody tr', { hasText: 'Legacy Android 9' }).count(), 0);
    await menuEntry(page, 'Mobile').waitFor();
    assert.equal(await page.getByText('Not built yet').count(), 0);
    await screenshot('references-mobile-en');
  });

  test('a release track is edited there and the change is listed', async () => {
    const tracks = page.locator('section', { has: page.getByRole('heading', { name: 'Release tracks' }) });
    await tracks.locator('tbody tr', { hasText: 'Beta' }).click();
    await page.waitForURL(/\/admin\/mobile\/releasetracks\/update\/\d+$/);
    const version = page.getByRole('textbox', { name: 'Current version' });
    assert.equal(await version.inputValue(), '4.19.0-beta.3');
    await version.fill('4.19.0-beta.4');
    await screenshot('references-releasetrack-edit-en');
    await page.getByRole('button', { name: 'Save' }).click();
    // The saved edit returns to the mobile settings screen, where the list is shown.
    await page.waitForURL('**/admin/mobile');
    await page.locator('section', { hasText: 'Release tracks' }).locator('tbody tr', { hasText: '4.19.0-beta.4' }).waitFor();
  });

  test('every catalogue screen of the area is in the menu and lists its seeded rows', async () => {
    for (const [label, path, seeded] of catalogues) {
      await menuEntry(page, label).click();
      await page.waitForURL(`**/${path}`);
      await rows().filter({ hasText: seeded }).first().waitFor();
      assert.equal(await page.getByText('Not built yet').count(), 0, label);
      await session.audit(path);
    }
  });

  test('device models are filtered by brand and exported as shown', async () => {
    await open('admin/catalogues/devicemodels');
    await page.getByRole('combobox', { name: 'Brand' }).click();
    // The brands are the models' distinct brands, picked by name: each offered once.
    await page.getByRole('option', { name: 'X-431', exact: true }).waitFor();
    assert.equal(await page.getByRole('option', { name: 'MaxiSys', exact: true }).count(), 1);
    await page.getByRole('option', { name: 'X-431', exact: true }).click();
    await rows().filter({ hasText: 'MS909' }).waitFor({ state: 'detached' });
    assert.equal(await rows().count(), 3);
    await screenshot('references-devicemodels-en');
    assert.deepEqual(await exportCsv(), ['Manufacturer,Brand,Model,Active', 'Launch,X-431,ADAS Pro+,Yes', 'Launch,X-431,PAD VII,Yes', 'Launch,X-431,PRO5,Yes']);
  });

  test('a device model is added through SaveZeusLookup, and its brand joins the filter', async () => {
    await page.goto(`${session.url}/admin/catalogues/devicemodels/create`);
    await page.getByRole('textbox', { name: 'Manufacturer' }).fill('Hunter');
    await page.getByRole('textbox', { name: 'Brand' }).fill('Hawkeye');
    await page.getByRole('textbox', { name: 'Model' }).fill('Elite');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/catalogues\/devicemodels\/update\/\d+$/);
    await page.reload();
    assert.equal(await page.getByRole('textbox', { name: 'Model' }).inputValue(), 'Elite');
    await open('admin/catalogues/devicemodels');
    await page.getByRole('combobox', { name: 'Brand' }).click();
    await page.getByRole('option', { name: 'Hawkeye', exact: true }).click();
    await rows().filter({ hasText: 'MS909' }).waitFor({ state: 'detached' });
    await rows().filter({ hasText: 'Hunter' }).waitFor();
    assert.equal(await rows().count(), 1);
  });

  test('insurance companies are filtered by country, and one is edited', async () => {
    await open('admin/catalogues/insurancecompanies');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Canada' }).click();
    await rows().filter({ hasText: 'Allstate' }).waitFor({ state: 'detached' });
    assert.deepEqual((await rows().allInnerTexts()).map((r) => r.split('\t')[0].trim()), ['Aviva Canada', 'Desjardins Insurance', 'Intact Insurance']);
    await screenshot('references-insurance-en');
    await rows().filter({ hasText: 'Desjardins Insurance' }).click();
    await page.waitForURL(/\/admin\/catalogues\/insurancecompanies\/update\/\d+$/);
    // The country's choices come from lookup/Countries: edit once the form shows them.
    await page.getByRole('combobox', { name: 'Country' }).filter({ hasText: 'Canada' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Desjardins General Insurance');
    await page.getByRole('button', { name: 'Save' }).and(page.locator(':enabled')).waitFor();
    await screenshot('references-insurance-edit-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/catalogues/insurancecompanies');
    await rows().filter({ hasText: 'Desjardins General Insurance' }).waitFor();
  });

  test('time zones are searched and exported as shown', async () => {
    await open('admin/catalogues/timezones');
    await page.getByRole('textbox', { name: 'Search' }).fill('europe/');
    await rows().filter({ hasText: 'America/Chicago' }).waitFor({ state: 'detached' });
    await screenshot('references-timezones-en');
    assert.deepEqual(await exportCsv(), [
      'IANA name,Display name,Active',
      'Europe/Berlin,Berlin,Yes',
      'Europe/Dublin,Dublin,Yes',
      'Europe/London,London,Yes',
      'Europe/Madrid,Madrid,Yes',
      'Europe/Paris,Paris,Yes',
    ]);
  });

  test('vehicle makes are filtered by model year', async () => {
    await open('admin/catalogues/vehiclemakes');
    await page.getByRole('textbox', { name: 'Model year' }).fill('2005');
    // Acura (from 1986) stays, Alfa Romeo (from 2014) leaves; Pontiac (until 2010) is there when searched.
    await rows().filter({ hasText: 'Alfa Romeo' }).waitFor({ state: 'detached' });
    await rows().filter({ hasText: 'Acura' }).waitFor();
    await screenshot('references-vehiclemakes-en');
    await page.getByRole('textbox', { name: 'Search' }).fill('pontiac');
    await rows().filter({ hasText: '2010' }).waitFor();
    await page.getByRole('textbox', { name: 'Model year' }).fill('2011');
    await rows().filter({ hasText: 'Pontiac' }).waitFor({ state: 'detached' });
  });

  test('show their screens in Spanish', async () => {
    await session.setLanguage('es');
    await page.goto(`${session.url}/admin/mobile`);
    await page.getByRole('heading', { name: 'Canales de versiones' }).waitFor();
    await page.getByRole('columnheader', { name: 'Versión actual' }).waitFor();
    await screenshot('references-mobile-es');
    await open('admin/catalogues/devicemodels');
    await page.getByRole('columnheader', { name: 'Fabricante' }).waitFor();
    await screenshot('references-devicemodels-es');
    await open('admin/catalogues/insurancecompanies');
    await page.getByRole('columnheader', { name: 'País' }).waitFor();
    await screenshot('references-insurance-es');
    await rows().filter({ hasText: 'Allstate' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).waitFor();
    await screenshot('references-insurance-edit-es');
    await open('admin/catalogues/timezones');
    await page.getByRole('columnheader', { name: 'Nombre visible' }).waitFor();
    await screenshot('references-timezones-es');
    await open('admin/catalogues/ragratinglevels');
    await page.getByRole('columnheader', { name: 'Significado' }).waitFor();
    await screenshot('references-rag-es');
    // The rating's Spanish beside its English (issue 31).
    assert.deepEqual((await exportCsv())[0], 'Calificación,Calificación en español,Orden,Color,Significado,Activo');
  });
});
