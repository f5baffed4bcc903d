/**
 * Sales reps end to end: list them, create one with a login, find it in the
 * list, and pick it as a business's sales rep on the Location tab; the pages
 * in English and Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consoleSession, menuEntry } from './harness';

const session = consoleSession({ path: '/admin/salesreps', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const rows = () => page.locator('table tbody tr');

describe('sales reps', () => {
  test('are listed from the Users menu, the seeded ones with their emails', async () => {
    await rows().filter({ hasText: 'megan.carter@scancal.example' }).waitFor();
    assert.ok((await rows().count()) >= 10);
    await menuEntry(page, 'Sales reps').waitFor();
    assert.equal(await page.getByText('Not built yet').count(), 0);
    await screenshot('salesreps-list-en');
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
    await screenshot('salesreps-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/salesreps\/update\/\d+$/);
    await page.getByRole('textbox', { name: 'Username' }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Last name' }).inputValue(), 'Quintero');

    await page.goto(`${session.url}/admin/salesreps`);
    await page.getByRole('textbox', { name: 'Search' }).fill('quintero');
    await rows().filter({ hasText: 'rosa.quintero@scancal.example' }).waitFor();
    // The search applies as the user stops typing: the other reps leave the list.
    await rows().nth(1).waitFor({ state: 'detached' });
    await screenshot('salesreps-search-en');
  });

  test('the new rep is picked as a business’s sales rep on the Location tab and saved', async () => {
    await page.goto(`${session.url}/business`);
    await rows().first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    const panel = page.getByRole('tabpanel', { name: 'Location' });
    await panel.getByRole('combobox', { name: 'Sales rep' }).click();
    await page.getByRole('option', { name: 'Rosa Quintero' }).click();
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').waitFor();
    await screenshot('salesreps-business-en');
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Location' }).getByRole('combobox', { name: 'Sales rep' }).filter({ hasText: 'Rosa Quintero' }).waitFor();
  });

  test('show their pages in Spanish', async () => {
    await session.setLanguage('es');
    // The list keeps its last search: open it without one.
    await page.goto(`${session.url}/admin/salesreps?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('columnheader', { name: 'Correo electrónico' }).waitFor();
    await rows().first().waitFor();
    await screenshot('salesreps-list-es');
    await rows().filter({ hasText: 'megan.carter@scancal.example' }).click();
    await page.waitForURL(/\/admin\/salesreps\/update\/\d+$/);
    await page.getByRole('textbox', { name: 'Apellidos' }).waitFor();
    await screenshot('salesreps-edit-es');
    await page.goto(`${session.url}/admin/salesreps/create`);
    await page.getByLabel('Con acceso').check();
    await page.getByRole('textbox', { name: 'Usuario' }).waitFor();
    await screenshot('salesreps-create-es');
  });
});
