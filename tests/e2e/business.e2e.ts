/**
 * Businesses end to end: search and open one, save its billing, meet the email
 * check on the User List tab, attach a file to a note and get it back, and see
 * its devices and service requests.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { deviceContract } from '../../contract/device';
import { serviceRequestContract } from '../../contract/serviceRequest';
import { consoleSession, PASSWORDS } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

describe('a business', () => {
  test('is found by the search and opens on its Location tab', async () => {
    await page.locator('table tbody tr').first().waitFor();
    await screenshot('business-list-en');
    const name = (await page.locator('table tbody tr').first().locator('td').nth(0).innerText()).trim();
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await page.locator('table tbody tr', { hasText: name }).first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    await page.getByRole('heading', { name }).waitFor();
    await page.getByRole('tab', { name: 'Location' }).waitFor();
    await screenshot('business-location-en');
  });

  test('saves its billing and confirms with the spec text', async () => {
    await page.getByRole('tab', { name: 'Billing' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    const amount = panel.getByRole('spinbutton', { name: 'Amount per period' });
    await amount.fill('123.45');
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').waitFor();
    await screenshot('business-billing-en');
    await page.reload();
    await page.getByRole('tab', { name: 'Billing' }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'Billing' }).getByRole('spinbutton', { name: 'Amount per period' }).inputValue(), '123.45');
  });

  test('adds a volume discount and a product-add discount on the Billing tab', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Billing' });
    const card = (title: string) => panel.locator('.MuiCard-root', { has: page.getByRole('heading', { name: title }) });
    const volume = card('Volume discounts');
    await volume.waitFor();
    await volume.getByRole('button', { name: 'Add' }).click();
    const row = volume.locator('tr[data-changed]').first();
    await row.locator('.MuiSelect-select').first().click();
    await page.getByRole('option', { name: 'ADAS calibration' }).waitFor();
    await screenshot('business-discount-options-en');
    await page.getByRole('option', { name: 'ADAS calibration' }).click();
    await row.getByRole('spinbutton', { name: 'Amount' }).fill('7.5');
    await row.getByRole('spinbutton', { name: 'From volume' }).fill('250');
    await screenshot('business-discounts-editing-en');
    await volume.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved successfully!').waitFor();
    assert.equal(await volume.locator('tr[data-changed]').count(), 0);

    const adds = card('Product-add discounts');
    await adds.getByRole('table').waitFor();
    // A business has each product add at most once: pick one it does not have yet.
    const taken = await adds.getByRole('combobox', { name: 'Product add' }).allInnerTexts();
    await adds.getByRole('button', { name: 'Add' }).click();
    const added = adds.locator('tr[data-changed]').first();
    await added.getByRole('combobox', { name: 'Product add' }).click();
    const names = (await page.getByRole('option').allInnerTexts()).filter((n) => n !== '—' && !taken.includes(n));
    await page.getByRole('option', { name: names[0], exact: true }).click();
    await added.getByRole('spinbutton', { name: 'Amount' }).fill('12');
    await adds.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved successfully!').first().waitFor();
    await adds.locator('tr[data-changed]').waitFor({ state: 'detached' });
    await screenshot('business-discounts-en');
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
    await screenshot('business-users-en');
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
    await screenshot('business-notes-en');
  });

  test('shows its tabs in Spanish', async () => {
    await session.setLanguage('es');
    await page.getByRole('tab', { name: 'Facturación' }).click();
    await page.getByRole('tabpanel', { name: 'Facturación' }).getByText('Importe por periodo').first().waitFor();
    await screenshot('business-billing-es');
    await page.goto(`${session.url}/business`);
    await page.locator('table tbody tr').first().waitFor();
    await page.getByText('Id de taller').first().waitFor();
    await screenshot('business-list-es');
  });

  test('lists its devices and service requests on the Devices and Requests tabs, in English and Spanish', async () => {
    await page.goto(`${session.url}/business/update/${await businessWithDevicesAndRequests()}`);
    await session.setLanguage('en');
    for (const [tab, column, shot] of [
      ['Devices', 'Serial number', 'business-devices-en'],
      ['Requests', 'VIN', 'business-requests-en'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByRole('columnheader', { name: column }).waitFor();
      await panel.locator('tbody tr').first().waitFor();
      assert.ok((await panel.locator('tbody tr').count()) > 0);
      await tabIndicatorSettled();
      await screenshot(shot);
    }
    await session.setLanguage('es');
    for (const [tab, column, shot] of [
      ['Dispositivos', 'Número de serie', 'business-devices-es'],
      ['Solicitudes', 'Técnico', 'business-requests-es'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await panel.getByRole('columnheader', { name: column }).waitFor();
      await panel.locator('tbody tr').first().waitFor();
      await tabIndicatorSettled();
      await screenshot(shot);
    }
  });
});

/** Waits until the tab underline has slid under the selected tab (it moves when a tab or the language changes). */
async function tabIndicatorSettled(): Promise<void> {
  await page.waitForFunction(() => {
    const tab = document.querySelector('[role=tab][aria-selected=true]')?.getBoundingClientRect();
    const bar = document.querySelector('.MuiTabs-indicator')?.getBoundingClientRect();
    return !!tab && !!bar && Math.abs(tab.left - bar.left) < 1 && Math.abs(tab.width - bar.width) < 1;
  });
}

/** Of the businesses holding the first hundred devices, the one with the most devices and requests, found through the API the console calls. */
async function businessWithDevicesAndRequests(): Promise<number> {
  const auth = await fetch(`${session.url}/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'password', username: 'admin', password: PASSWORDS.admin }),
  });
  const { access_token } = (await auth.json()) as { access_token: string };
  const get = async <T>(url: string) => (await (await fetch(`${session.url}${url}`, { headers: { authorization: `Bearer ${access_token}` } })).json()) as T;
  const devices = await get<{ businessId: number | null }[]>(`${deviceContract.getDevicesForListing.url}?orderBy=id&pageSize=100`);
  const held = new Map<number, number>();
  for (const { businessId } of devices) if (businessId) held.set(businessId, (held.get(businessId) ?? 0) + 1);
  let best = { businessId: 0, score: 0 };
  for (const [businessId, deviceCount] of held) {
    const { count } = await get<{ count: number }>(`${serviceRequestContract.serviceRequestsForList.url}?businessId=${businessId}&pageSize=1`);
    if (count > 0 && deviceCount + count > best.score) best = { businessId, score: deviceCount + count };
  }
  if (!best.businessId) throw new Error('No demo business has both devices and service requests.');
  return best.businessId;
}
