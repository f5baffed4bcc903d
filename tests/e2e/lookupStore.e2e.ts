/**
 * The lookup store end to end (issue 5, items 1 and 9): admin/defaults browsed by group and key, an item
 * edited (every kind of field, a parent of another key) and one added, then saved inactive and gone from the
 * list (spec §4); a configuration value changed and the default page size taking effect at once; an item's Spanish
 * typed beside its English, and the fill from the translation memory. Screens in English and Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { consoleSession, menuEntry } from './harness';

const session = consoleSession({ path: '/admin/defaults', user: 'admin' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);

const keys = () => page.getByRole('region', { name: /Groups and keys|Grupos y claves/ });
const items = () => page.getByRole('table', { name: /Lookup items|Elementos de lista/ });
const row = (text: string) => items().locator('tbody tr', { hasText: text });
const texts = async () => items().locator('tbody tr td:nth-child(2)').allInnerTexts();
const dialog = () => page.getByRole('dialog');
const input = (scope: Locator | Page, label: string) => scope.getByLabel(label, { exact: true });

async function save(): Promise<void> {
  await dialog().getByRole('button', { name: /^(Save|Guardar)$/ }).click();
  await dialog().waitFor({ state: 'detached' });
}

describe('the lookup store', () => {
  test('is browsed by group and key', async () => {
    await keys().getByText('Businesses', { exact: true }).waitFor();
    await keys().getByRole('button', { name: /Business statuses/ }).click();
    await page.waitForURL(/key=business\.status/);
    await row('Suspended').waitFor();
    assert.deepEqual(await texts(), ['Active', 'Closed', 'On hold', 'Registered', 'Suspended']);
    // Any stored key shows, named when it is known.
    await keys().getByRole('button', { name: /Configuration values/ }).waitFor();
    await shot('lookupStore-defaults-en');
  });

  test('an item is edited in every kind of field and kept in the list; a new one is added', async () => {
    await keys().getByRole('textbox', { name: 'Search' }).fill('tax');
    await keys().getByRole('button', { name: /Tax rates/ }).click();
    await row('Alberta GST').click();
    await input(dialog(), 'Text').fill('Alberta GST (federal)');
    await input(dialog(), 'Label').fill('Federal goods and services tax');
    await input(dialog(), 'Date').fill('2026-01-01');
    await input(dialog(), 'Whole number').fill('5');
    await dialog().getByRole('combobox', { name: 'Parent' }).fill('CAD');
    await page.getByRole('option', { name: 'CAD' }).click();
    await shot('lookupStore-item-en');
    await save();
    await page.getByText('Saved successfully!').waitFor();
    const edited = row('Alberta GST (federal)');
    await edited.waitFor();
    assert.match(await edited.innerText(), /Federal goods and services tax/);
    assert.match(await edited.innerText(), /01\/01\/2026/);
    assert.match(await edited.innerText(), /CAD/);

    await page.getByRole('button', { name: 'Add item' }).click();
    assert.equal(await input(dialog(), 'Key').inputValue(), 'billing.taxrates');
    await input(dialog(), 'Text').fill('Nova Scotia HST');
    await input(dialog(), 'Decimal number').fill('15');
    await save();
    await row('Nova Scotia HST').waitFor();
    assert.deepEqual((await texts()).slice(0, 2), ['Alberta GST (federal)', 'British Columbia GST + PST']);
    await keys().getByRole('button', { name: /Tax rates.*9$/s }).waitFor();
  });

  test('an item saved inactive leaves the list', async () => {
    await row('Nova Scotia HST').click();
    await input(dialog(), 'Active').uncheck();
    await save();
    await row('Nova Scotia HST').waitFor({ state: 'detached' });
    await keys().getByRole('button', { name: /Tax rates.*8\/9$/s }).waitFor();
    await shot('lookupStore-inactive-gone-en');
    // Still stored: shown with the inactive ones.
    await page.getByLabel('Show inactive').check();
    await row('Nova Scotia HST').waitFor();
  });

  test('a configuration value takes effect at once: the default page size', async () => {
    await menuEntry(page, 'Tax rates').click();
    await page.waitForURL('**/admin/catalogues/taxrates');
    await page.getByText('1-8 of 8').waitFor();
    assert.equal(await page.locator('table tbody tr').count(), 8);

    await menuEntry(page, 'Configuration values').click();
    await page.waitForURL('**/admin/catalogues/configuration');
    await page.locator('table tbody tr', { hasText: 'defaultPageSize' }).click();
    await page.waitForURL(/configuration\/update\/\d+$/);
    await input(page, 'Value').fill('5');
    await shot('configuration-edit-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/admin/catalogues/configuration');
    // Ten values, five a page now.
    await page.getByText('1-5 of 10').waitFor();
    assert.equal(await page.locator('table tbody tr').count(), 5);
    await shot('configuration-list-en');

    await menuEntry(page, 'Tax rates').click();
    await page.getByText('1-5 of 8').waitFor();
    assert.equal(await page.locator('table tbody tr').count(), 5);
  });

  test('shows its screens in Spanish', async () => {
    await session.setLanguage('es');
    await page.goto(`${session.url}/admin/defaults?key=billing.taxrates`);
    await keys().getByText('Facturación', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Tasas de impuestos' }).waitFor();
    await row('Alberta GST (federal)').waitFor();
    await shot('lookupStore-defaults-es');
    await row('Alberta GST (federal)').click();
    await input(dialog(), 'Elemento padre').waitFor();
    // The item's Spanish beside its English (issue 31), typed here; shown in its own column.
    assert.equal(await input(dialog(), 'Texto en español').inputValue(), 'GST de Alberta');
    await input(dialog(), 'Texto en español').fill('GST federal de Alberta');
    await shot('lookupStore-item-es');
    await save();
    await row('GST federal de Alberta').waitFor();
    // The one item without Spanish (added above) has none in the memory either.
    await page.getByRole('button', { name: 'Completar el español desde la memoria de traducción' }).click();
    await page.getByText('0 completados desde la memoria de traducción; 1 sin español.').waitFor();
    await page.goto(`${session.url}/admin/catalogues/configuration`);
    await page.getByRole('columnheader', { name: 'Qué ajusta' }).waitFor();
    await shot('configuration-list-es');
    await session.setLanguage('en');
  });
});
