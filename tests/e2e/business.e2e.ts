/**
 * Businesses end to end: search and open one, save its billing, meet the email
 * check on the User List tab, and attach a file to a note and get it back.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, login, newContext, PASSWORDS, type RunningServer, screenshot, startServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

before(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  ({ page } = await newContext(browser));
  await page.goto(`${server.url}/business`);
  await login(page, 'admin', PASSWORDS.admin);
  await page.waitForURL('**/business');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a business', () => {
  test('is found by the search and opens on its Location tab', async () => {
    await page.locator('table tbody tr').first().waitFor();
    await screenshot(page, 'business-list-en');
    const name = (await page.locator('table tbody tr').first().locator('td').nth(0).innerText()).trim();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await page.locator('table tbody tr', { hasText: name }).first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('tab', { name: 'Location' }).waitFor();
    await screenshot(page, 'business-location-en');
  });

  test('saves its billing and confirms with the spec text', async () => {
    await page.getByRole('tab', { name: 'Billing' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    const amount = panel.getByRole('spinbutton', { name: 'Amount per period' });
    await amount.fill('123.45');
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').waitFor();
    await screenshot(page, 'business-billing-en');
    await page.reload();
    await page.getByRole('tab', { name: 'Billing' }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'Billing' }).getByRole('spinbutton', { name: 'Amount per period' }).inputValue(), '123.45');
  });

  test('adds a volume discount on the Billing tab', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    await panel.getByText('Volume discounts').waitFor();
    await panel.getByRole('button', { name: 'Add' }).click();
    const row = panel.locator('tr[data-changed]').first();
    await row.locator('.MuiSelect-select').first().click();
    await page.getByRole('option', { name: 'ADAS calibration' }).click();
    await row.getByRole('spinbutton', { name: 'Amount' }).fill('7.5');
    await row.getByRole('spinbutton', { name: 'From volume' }).fill('250');
    await panel.getByRole('button', { name: 'Save', exact: true }).last().click();
    await page.getByText('Saved successfully!').waitFor();
    assert.equal(await panel.locator('tr[data-changed]').count(), 0);
    await screenshot(page, 'business-discounts-en');
  });

  test('refuses a new user whose email another user has', async () => {
    await page.getByRole('tab', { name: 'User List' }).click();
    const panel = page.getByRole('tabpanel', { name: 'User List' });
    await panel.getByRole('button', { name: 'Add' }).click();
    const row = panel.locator('tr[data-changed]').first();
    await row.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await row.getByRole('textbox', { name: 'Last name' }).fill('Ortega');
    await row.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await panel.getByRole('button', { name: 'Save', exact: true }).click();
    await panel.getByText('This email is already used by another user.').waitFor();
    await screenshot(page, 'business-users-en');
    await panel.getByRole('button', { name: 'Cancel' }).click();
  });

  test('keeps a note with a file and gives the file back unchanged', async () => {
    await page.getByRole('tab', { name: 'Notes' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Notes' });
    const content = Buffer.from('shop,calibrations\nLeeds,12\n', 'utf8');
    await panel.getByRole('textbox', { name: 'New note' }).fill('Calibration figures for the quarter');
    await panel.locator('input[type=file]').setInputFiles({ name: 'figures.csv', mimeType: 'text/csv', buffer: content });
    await panel.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Saved successfully!').waitFor();
    const chip = panel.getByRole('button', { name: 'figures.csv' });
    const [download] = await Promise.all([page.waitForEvent('download'), chip.click()]);
    assert.deepEqual(await readFile(await download.path()), content);
    await screenshot(page, 'business-notes-en');
  });

  test('shows its tabs in Spanish', async () => {
    await page.getByRole('button', { name: /English/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('tab', { name: 'Facturación' }).click();
    await page.getByRole('tabpanel', { name: 'Facturación' }).getByText('Importe por periodo').first().waitFor();
    await screenshot(page, 'business-billing-es');
    await page.goto(`${server.url}/business`);
    await page.locator('table tbody tr').first().waitFor();
    await page.getByText('Id de taller').first().waitFor();
    await screenshot(page, 'business-list-es');
  });
});
