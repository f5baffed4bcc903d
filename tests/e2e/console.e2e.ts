/**
 * The console end to end, in a real Chromium against the real server:
 * deep link and login, the guard, makes (add, save, reload), CSV export,
 * Spanish, logout, and a user without console roles.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newContext, PASSWORDS, type RunningServer, screenshot, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let pageErrors: string[];

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ page, errors: pageErrors } = await newContext(browser));
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a SuperAdmin at work', () => {
  test('a deep link asks for a login and then lands on the linked page', async () => {
    await page.goto(`${server.url}/admin/makes`);
    await page.waitForURL('**/login');
    await screenshot(page, 'login-en');
    await login(page, 'admin', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
    await login(page, 'admin', PASSWORDS.admin);
    await page.waitForURL('**/admin/makes');
    await page.locator('input[value="Acura"]').waitFor();
    await screenshot(page, 'makes-en');
  });

  test('a new make is saved, confirmed with the spec text, and still there after a reload', async () => {
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Save or cancel the new row before adding another.').waitFor();
    const newRow = page.locator('tr[data-changed]').first();
    await newRow.getByRole('textbox', { name: 'Make' }).fill('Zenvo');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.reload();
    await page.locator('input[value="Zenvo"]').waitFor();
  });

  test('an empty make is refused before anything is sent', async () => {
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Fix the highlighted rows before saving.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.locator('tr[data-changed]').count(), 0);
  });

  test('the CSV export holds exactly the visible columns and rows', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('zen');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    assert.deepEqual(csv.trim().split('\r\n'), ['Make,Inactive', 'Zenvo,No']);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
  });

  test('the countries list, a country with its states, and the tax rates declared as a lookup', async () => {
    await page.goto(`${server.url}/admin/catalogues/countries`);
    await page.getByText('Canada').click();
    await page.waitForURL(/\/admin\/catalogues\/countries\/update\/\d+$/);
    await page.locator('input[value="Ontario"]').waitFor();
    await screenshot(page, 'country-en');
    await page.goto(`${server.url}/admin/catalogues/taxrates`);
    await page.getByText('Ontario HST').waitFor();
    await screenshot(page, 'taxrates-en');
    await page.goto(`${server.url}/dashboard/requests`);
    await page.getByText('has not been built yet').waitFor();
    await screenshot(page, 'notbuilt-en');
  });

  test('Spanish labels after switching the language', async () => {
    await page.goto(`${server.url}/admin/makes`);
    await page.getByRole('button', { name: /English/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Marcas' }).waitFor();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    await page.getByText('Catálogos').first().waitFor();
    // The server answers its own refusals in the console's language.
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.locator('tr[data-changed]').first().getByRole('textbox', { name: 'Marca' }).fill('acura');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('acura: Ya existe una marca llamada «acura».', { exact: true }).waitFor();
    await screenshot(page, 'makes-es');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.goto(`${server.url}/admin/catalogues/taxrates`);
    await page.locator('th').getByText('Tasa (%)').waitFor();
    await screenshot(page, 'taxrates-es');
    await page.goto(`${server.url}/admin/catalogues/countries`);
    await page.getByText('Canada').click();
    await page.getByRole('heading', { name: 'Estados y provincias' }).waitFor();
    await screenshot(page, 'country-es');
    await page.goto(`${server.url}/dashboard/requests`);
    await page.getByText('aún no se ha construido').waitFor();
    await screenshot(page, 'notbuilt-es');
  });

  test('logging out clears the session and lands on /login', async () => {
    await page.getByRole('button', { name: /Ada Admin|Perfil|Profile/ }).click();
    await page.getByRole('menuitem', { name: /cerrar sesión|logout/i }).click();
    await page.waitForURL('**/login');
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
    await page.goto(`${server.url}/admin/makes`);
    await page.waitForURL('**/login');
    await screenshot(page, 'login-after-logout');
  });

  test('no page error happened along the way', () => {
    assert.deepEqual(pageErrors, []);
  });
});

describe('a user without console roles', () => {
  test('lands on /notauthorized after login', async () => {
    const { context, page: other } = await newContext(browser);
    await other.goto(`${server.url}/login`);
    await other.getByRole('button', { name: 'Español' }).click();
    await other.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await screenshot(other, 'login-es');
    await login(other, 'demo.tech', PASSWORDS.demo);
    await other.waitForURL('**/notauthorized');
    await other.getByText('Sin autorización').waitFor();
    await screenshot(other, 'notauthorized-es');
    await other.goto(`${server.url}/admin/makes`);
    await other.waitForURL('**/notauthorized');
    await context.close();
  });

  test('an unknown page shows the not-found page to anyone', async () => {
    const { context, page: anon } = await newContext(browser);
    await anon.goto(`${server.url}/no/such/page`);
    await anon.getByText('Page not found').waitFor();
    await screenshot(anon, 'notfound-en');
    await context.close();
  });
});
