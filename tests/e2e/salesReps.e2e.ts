/**
 * Sales reps end to end: list them, create one with a login, find it in the
 * list, and pick it as a business's sales rep on the Location tab; the pages
 * in English and Spanish.
 */
import assert from 'node:assert/strict';
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
  await page.goto(`${server.url}/admin/salesreps`);
  await login(page, 'admin', PASSWORDS.admin);
  await page.waitForURL('**/admin/salesreps');
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

const rows = () => page.locator('table tbody tr');

describe('sales reps', () => {
  test('are listed from the Users menu, the seeded ones with their emails', async () => {
    await rows().filter({ hasText: 'megan.carter@scancal.example' }).waitFor();
    assert.ok((await rows().count()) >= 10);
    await page.getByRole('menuitem', { name: 'Sales reps' }).waitFor();
    assert.equal(await page.getByText('Not built yet').count(), 0);
    await screenshot(page, 'salesreps-list-en');
  });

  test('a new rep with a login is created and found in the list', async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/salesreps/create');
    await page.getByRole('textbox', { name: 'First name' }).fill('Rosa');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Quintero');
    await page.getByRole('textbox', { name: 'Email' }).fill('rosa.quintero@scancal.example');
    await page.getByRole('textbox', { name: 'Phone' }).fill('5550142');
    await page.getByRole('combobox', { name: 'Title' }).click();
    await page.getByRole('option', { name: 'General manager' }).click();
    await page.getByLabel('Has login').check();
    await page.getByRole('textbox', { name: 'Username' }).fill('rosa.quintero');
    await page.getByLabel('Password', { exact: true }).fill('Calibrate-Bay-42-Lift');
    await screenshot(page, 'salesreps-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/salesreps\/update\/\d+$/);
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Last name' }).inputValue(), 'Quintero');

    await page.goto(`${server.url}/admin/salesreps`);
    await page.getByRole('textbox', { name: 'Search' }).fill('quintero');
    await rows().filter({ hasText: 'rosa.quintero@scancal.example' }).waitFor();
    // The search applies as the user stops typing: the other reps leave the list.
    await rows().nth(1).waitFor({ state: 'detached' });
    await screenshot(page, 'salesreps-search-en');
  });

  test('the new rep is picked as a business’s sales rep on the Location tab and saved', async () => {
    await page.goto(`${server.url}/business`);
    await rows().first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    const panel = page.getByRole('tabpanel', { name: 'Location' });
    await panel.getByRole('combobox', { name: 'Sales rep' }).click();
    await page.getByRole('option', { name: 'Rosa Quintero' }).click();
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').waitFor();
    await screenshot(page, 'salesreps-business-en');
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Location' }).getByRole('combobox', { name: 'Sales rep' }).filter({ hasText: 'Rosa Quintero' }).waitFor();
  });

  test('show their pages in Spanish', async () => {
    await page.getByRole('button', { name: /English/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    // The list keeps its last search: open it without one.
    await page.goto(`${server.url}/admin/salesreps?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('columnheader', { name: 'Correo electrónico' }).waitFor();
    await rows().first().waitFor();
    await screenshot(page, 'salesreps-list-es');
    await rows().filter({ hasText: 'megan.carter@scancal.example' }).click();
    await page.waitForURL(/\/admin\/salesreps\/update\/\d+$/);
    await page.getByRole('textbox', { name: 'Apellidos' }).waitFor();
    await screenshot(page, 'salesreps-edit-es');
    await page.goto(`${server.url}/admin/salesreps/create`);
    await page.getByLabel('Con acceso').check();
    await page.getByRole('textbox', { name: 'Usuario' }).waitFor();
    await screenshot(page, 'salesreps-create-es');
    assert.deepEqual(pageErrors, []);
  });
});
