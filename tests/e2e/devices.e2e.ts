/**
 * Devices end to end: the list and its filters, a device created, assigned to a shop and seen on that
 * shop's Devices tab, a shipment recorded, the device activated with a free card; then the same screens
 * in Spanish, and the device returned to stock and assigned again from the shop's side.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consoleSession, menuEntry, pickOption } from './harness';

const session = consoleSession({ path: '/admin/devices', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const rows = () => page.locator('table tbody tr');
const SERIAL = 'E2E-DEV-90417';
let deviceUrl = '';
let shopName = '';
let shopUrl = '';

/** Picks a business by type-ahead in the field named `label` (a plain field until focused). */
async function pickBusiness(label: string, search: string): Promise<string> {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.keyboard.type(search);
  const option = page.getByRole('option').first();
  await option.waitFor();
  const name = (await option.innerText()).replace(/\s*\(.*\)$/, '');
  await option.click();
  return name;
}

describe('devices', () => {
  test('are listed by name from the menu, filtered by status', async () => {
    await rows().nth(5).waitFor();
    await menuEntry(page, 'Devices').waitFor();
    assert.equal(await page.getByText('Not built yet').count(), 0);
    await screenshot('devices-list-en');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await screenshot('devices-filters-en');
    await page.keyboard.press('Escape');
    await pickOption(page, 'Status', 'In stock');
    await page.waitForURL(/filter=.*statusId/);
    // The rows left are in stock: none names a business.
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('table tbody tr td.column-businessName')];
      return cells.length > 0 && cells.every((c) => c.textContent?.trim() === '');
    });
  });

  test('a new device is created with its manufacturer model and opens on its Device tab', async () => {
    await page.goto(`${session.url}/admin/devices?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/admin/device-detail/create');
    // The serial number is looked up as it is typed: no device has it yet (device/GetDevice answers 404).
    session.expectFailedCall(/\/api\/device\/GetDevice\?serialNumber=/, 404);
    await page.getByRole('textbox', { name: 'Name' }).fill('Bay 3 tablet');
    await page.getByRole('textbox', { name: 'Serial number' }).fill(SERIAL);
    await pickOption(page, 'Manufacturer model', 'Autel MaxiSys MS909');
    await screenshot('devices-create-en');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admin\/device-detail\/\d+$/);
    deviceUrl = new URL(page.url()).pathname;
    const panel = page.getByRole('tabpanel', { name: 'Device' });
    assert.equal(await panel.getByRole('textbox', { name: 'Serial number' }).inputValue(), SERIAL);
    await panel.getByText('Not activated.').waitFor();
    await screenshot('devices-detail-en');
  });

  test('a serial number already used is named and linked as it is typed, and not saved', async () => {
    // The spec's admin/device-detail/{id?} without an id: the form of a new device.
    await page.goto(`${session.url}/admin/device-detail`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Second tablet');
    // Any case: the server compares serial numbers without case (device/GetDevice).
    await page.getByRole('textbox', { name: 'Serial number' }).fill(SERIAL.toLowerCase());
    const taken = page.getByText(`Already used by Bay 3 tablet (${SERIAL})`);
    await taken.waitFor();
    await screenshot('devices-serial-taken-en');
    await pickOption(page, 'Manufacturer model', 'Autel MaxiSys MS909');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForTimeout(1500);
    await screenshot('devices-serial-refused-en');
    // The save is refused on the input itself (the message said once), and nothing leaves the create page.
    await page.getByRole('textbox', { name: 'Serial number' }).and(page.locator('[aria-invalid="true"]')).waitFor();
    assert.equal(await taken.count(), 1);
    assert.match(page.url(), /\/admin\/device-detail$/);
    await page.getByRole('link', { name: `Open Bay 3 tablet (${SERIAL})` }).click();
    // The new device's typed fields would be lost: the console asks first, and leaves when told to.
    const leave = page.getByRole('dialog', { name: 'Unsaved changes' });
    await leave.getByText('You have unsaved changes. Leave without saving?').waitFor();
    assert.match(page.url(), /\/admin\/device-detail$/);
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(`**${deviceUrl}`);
    // On its own page the device's serial number is nobody else's.
    const panel = page.getByRole('tabpanel', { name: 'Device' });
    await panel.getByText('Not activated.').waitFor();
    await page.waitForTimeout(500);
    assert.equal(await taken.count(), 0);
  });

  test('is assigned to a shop on the Location tab and shows on that shop’s Devices tab', async () => {
    await page.getByRole('tab', { name: 'Location' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Location' });
    await panel.getByText('In stock: no business holds this device.').waitFor();
    shopName = await pickBusiness('Business', 'auto');
    await panel.getByRole('button', { name: 'Assign', exact: true }).click();
    await page.getByText(`The device is assigned to ${shopName}.`).waitFor();
    const link = panel.getByRole('link', { name: shopName });
    await link.waitFor();
    shopUrl = (await link.getAttribute('href')) ?? '';
    await screenshot('devices-location-en');

    await link.click();
    await page.waitForURL(`**${shopUrl}`);
    await page.getByRole('tab', { name: 'Devices' }).click();
    const devicesTab = page.getByRole('tabpanel', { name: 'Devices' });
    await devicesTab.locator('tbody tr').filter({ hasText: SERIAL }).waitFor();
    await screenshot('devices-business-tab-en');
  });

  test('records a shipment, listed newest first, and refuses a delivery before the shipping', async () => {
    await page.goto(`${session.url}${deviceUrl}`);
    await page.getByRole('tab', { name: 'Shipment' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Shipment' });
    await panel.getByText('No shipment recorded for this device.').waitFor();
    await panel.getByRole('button', { name: 'Record a shipment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a shipment' });
    await dialog.getByRole('textbox', { name: 'Carrier' }).fill('UPS');
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('1Z999AA10123456784');
    await dialog.getByLabel('Shipped').fill('2026-11-20');
    await dialog.getByLabel('Delivered').fill('2026-11-18');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Needs a shipped date on or before it').waitFor();
    await screenshot('devices-shipment-dialog-en');
    await dialog.getByLabel('Delivered').fill('2026-11-23');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.locator('tbody tr').filter({ hasText: '1Z999AA10123456784' }).waitFor();
    await screenshot('devices-shipments-en');
  });

  test('is activated with a free card on its Device tab', async () => {
    await page.getByRole('tab', { name: 'Device' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Device' });
    await pickOption(page, 'Free activation card', /.+/, { scope: panel, exact: false });
    await panel.getByRole('button', { name: 'Activate' }).click();
    await panel.getByText(/^Activated with card \S+ on /).waitFor();
    await page.reload();
    await page.getByRole('tabpanel', { name: 'Device' }).getByText(/^Activated with card /).waitFor();
    await screenshot('devices-activated-en');
  });

  test('show their screens in Spanish; a shop returns the device to stock and takes it back', async () => {
    await session.setLanguage('es');
    await page.goto(`${session.url}/admin/devices?filter=${encodeURIComponent('{}')}`);
    await page.getByRole('columnheader', { name: 'Número de serie' }).waitFor();
    await rows().nth(3).waitFor();
    await screenshot('devices-list-es');
    await page.goto(`${session.url}${deviceUrl}`);
    await page.getByRole('tabpanel', { name: 'Dispositivo' }).getByRole('textbox', { name: 'Número de serie' }).waitFor();
    await screenshot('devices-detail-es');
    await page.getByRole('tab', { name: 'Ubicación' }).click();
    await page.getByRole('tabpanel', { name: 'Ubicación' }).getByRole('link', { name: shopName }).waitFor();
    await screenshot('devices-location-es');
    await page.getByRole('tab', { name: 'Envío' }).click();
    await page.getByRole('tabpanel', { name: 'Envío' }).locator('tbody tr').first().waitFor();
    await screenshot('devices-shipments-es');

    await page.goto(`${session.url}${shopUrl}`);
    await page.getByRole('tab', { name: 'Dispositivos' }).click();
    const tab = page.getByRole('tabpanel', { name: 'Dispositivos' });
    const row = tab.locator('tbody tr').filter({ hasText: SERIAL });
    await screenshot('devices-business-tab-es');
    await row.getByRole('button', { name: `Devolver ${SERIAL} al almacén` }).click();
    // Asked first, naming the device and the shop.
    const asked = page.getByRole('dialog', { name: '¿Devolver el dispositivo al almacén?' });
    await asked.getByText(`${SERIAL} deja ${shopName} y vuelve al almacén, al momento.`).waitFor();
    await asked.getByRole('button', { name: 'Devolver al almacén' }).click();
    await row.waitFor({ state: 'detached' });
    await page.getByText('El dispositivo ha vuelto al almacén.').waitFor();

    // The shop takes it back from stock, found by its serial number.
    await tab.getByRole('button', { name: 'Asignar un dispositivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Asignar un dispositivo' });
    await dialog.getByRole('combobox', { name: 'Dispositivo en almacén (número de serie)' }).click();
    await page.keyboard.type(SERIAL);
    await page.getByRole('option', { name: SERIAL }).click();
    await screenshot('devices-business-assign-es');
    await dialog.getByRole('button', { name: 'Asignar', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor();
    await page.goto(`${session.url}${deviceUrl}`);
    await page.getByRole('tab', { name: 'Ubicación' }).click();
    await page.getByRole('tabpanel', { name: 'Ubicación' }).getByRole('link', { name: shopName }).waitFor();
  });
});
