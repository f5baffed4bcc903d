/**
 * Businesses end to end: search and open one, save its billing, attach a file
 * to a note and get it back (the User List: businessUsers.e2e.ts), and see
 * its devices and service requests. Then a new business: created from the list,
 * its Biz Info and Promotion saved, unsaved edits guarded (menu, tab, browser
 * back, reload), its status and shop id changed once confirmed, a note whose
 * file is refused, the custom tooltip; and each tab at 1440, 1280 and 390 px.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { deviceContract } from '../../contract/device';
import { serviceRequestContract } from '../../contract/serviceRequest';
import { consoleSession, menuEntry, PASSWORDS, pickOption } from './harness';

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
    const amount = panel.getByRole('textbox', { name: 'Amount per period' });
    await amount.fill('123.45');
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').waitFor();
    await screenshot('business-billing-en');
    await page.reload();
    await page.getByRole('tab', { name: 'Billing' }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'Billing' }).getByRole('textbox', { name: 'Amount per period' }).inputValue(), '123.45');
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
    await row.getByRole('textbox', { name: 'Amount' }).fill('7.5');
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
    await added.getByRole('textbox', { name: 'Amount' }).fill('12');
    await adds.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved successfully!').first().waitFor();
    await adds.locator('tr[data-changed]').waitFor({ state: 'detached' });
    await screenshot('business-discounts-en');
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

/** The business these tests create: a name long enough to be cut in the list (the custom tooltip shows it whole). */
const created = {
  name: `Harbourside Collision and Calibration Centre of Greater Manchester East, Trafford Park ${Date.now() % 100_000}`,
  shopId: `E2E-${Date.now() % 1_000_000}`,
  url: '',
};
/** Another business's shop id: a swap to it is refused. */
let takenShopId = '';

const location = () => page.getByRole('tabpanel', { name: 'Location' });
const statusChip = () => page.getByTestId('business-status');
/** Waits for an error alert (they stay until dismissed), then dismisses it with a click elsewhere, so the next alert can show. */
async function dismissError(text: string) {
  await page.getByText(text).waitFor();
  await page.locator('h1').first().click();
  await page.getByText(text).waitFor({ state: 'detached' });
}
/** Screenshots of the open dialog at 1440, 1280 and 390 px (each checked by the harness), then back to 1280. */
async function dialogAtEachWidth(name: string, language: 'en' | 'es') {
  for (const [width, height] of [
    [1440, 900],
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await screenshot(`${name}-${width}-${language}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('.RaSidebar-docked').waitFor();
}
/** Opens the business list filtered by `text` in its search box and answers the row of `name`. */
async function listRow(name: string) {
  await session.openList('/business');
  await page.getByRole('textbox', { name: /^(Search|Buscar)$/ }).fill(name);
  const row = page.locator('table tbody tr', { hasText: name.slice(0, 30) });
  await row.waitFor();
  return row;
}

describe('a new business', () => {
  test('is created from the list with its status, opens on its detail, and is listed', async () => {
    await session.setLanguage('en');
    await session.openList('/business');
    takenShopId = (await page.locator('table tbody tr').first().locator('td').nth(1).innerText()).trim();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/business\/create$/);
    const form = page.locator('form');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(created.name);
    await form.getByRole('textbox', { name: 'Shop id', exact: true }).fill(created.shopId);
    await pickOption(page, 'Status', 'Active', { scope: form, exact: false });
    await form.getByRole('textbox', { name: 'Street', exact: true }).fill('Mosley Road 4');
    await form.getByRole('textbox', { name: 'City', exact: true }).fill('Manchester');
    await pickOption(page, 'Country', 'United Kingdom', { scope: form, exact: false });
    await screenshot('business-create-en');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.waitForURL(/\/business\/update\/\d+$/);
    created.url = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: created.name }).waitFor();
    await page.getByText(`Shop id: ${created.shopId}`).waitFor();
    assert.equal(await statusChip().innerText(), 'Active');
    // The status is set in the header only: the Location tab has no status field.
    assert.equal(await location().getByRole('combobox', { name: /^Status/ }).count(), 0);

    const row = await listRow(created.name);
    await row.getByText(created.shopId).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
  });

  test('shows its cut name whole in the custom tooltip, on hover and on keyboard focus', async () => {
    const cell = page.locator('table tbody tr', { hasText: created.name.slice(0, 30) }).locator('td').first();
    const tooltip = page.getByRole('tooltip', { name: created.name });
    await cell.locator('[tabindex="0"]').hover();
    await tooltip.waitFor();
    // The console's own tooltip (components/Hint.tsx), not the browser's title nor MUI's default grey.
    const style = await tooltip.locator('.MuiTooltip-tooltip').evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, size: getComputedStyle(el).fontSize }));
    assert.deepEqual(style, { background: 'rgb(33, 33, 33)', size: '13px' });
    await screenshot('business-tooltip-en');
    await page.mouse.move(0, 400);
    await tooltip.waitFor({ state: 'detached' });
    // By keyboard: the focus moves away and back with Tab, as a keyboard user's would.
    await cell.locator('[tabindex="0"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await tooltip.waitFor();
  });

  test('saves its Biz Info and Promotion', async () => {
    await session.goto(created.url);
    await page.getByRole('tab', { name: 'Biz Info' }).click();
    let panel = page.getByRole('tabpanel', { name: 'Biz Info' });
    await panel.getByRole('switch', { name: 'Mobile client' }).check();
    await panel.getByRole('textbox', { name: 'Account id' }).fill('ACC-4417');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await screenshot('business-info-saved-en');

    await page.getByRole('tab', { name: 'Promotion' }).click();
    panel = page.getByRole('tabpanel', { name: 'Promotion' });
    await panel.getByRole('spinbutton', { name: 'Number of scans' }).fill('25');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').first().waitFor();

    // Saved, so a reload asks nothing (a beforeunload question would stop it) and shows them.
    await page.reload();
    await page.getByRole('tab', { name: 'Biz Info' }).click();
    panel = page.getByRole('tabpanel', { name: 'Biz Info' });
    assert.equal(await panel.getByRole('switch', { name: 'Mobile client' }).isChecked(), true);
    assert.equal(await panel.getByRole('textbox', { name: 'Account id' }).inputValue(), 'ACC-4417');
    await page.getByRole('tab', { name: 'Promotion' }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'Promotion' }).getByRole('spinbutton', { name: 'Number of scans' }).inputValue(), '25');
  });

  test('asks before unsaved edits are left: by the menu, another tab, browser back or a reload; leaving drops them', async () => {
    // Opened from the list, so that browser back stays in the console.
    await (await listRow(created.name)).click();
    await page.waitForURL((url) => url.pathname === created.url);
    const name = location().getByRole('textbox', { name: 'Name', exact: true });
    const edited = `${created.name} (edited)`;
    await name.fill(edited);
    const asked = page.getByRole('dialog', { name: 'Unsaved changes' });

    // The menu: Escape stays, with the edit.
    await menuEntry(page, 'Partners').click();
    await asked.getByText('You have unsaved changes. Leave without saving?').waitFor();
    await screenshot('business-unsaved-en');
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, created.url);
    assert.equal(await name.inputValue(), edited);

    // Another tab: Stay keeps this one, with the edit.
    await page.getByRole('tab', { name: 'Biz Info' }).click();
    await asked.getByRole('button', { name: 'Stay' }).click();
    await asked.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('tab', { name: 'Location' }).getAttribute('aria-selected'), 'true');

    // Browser back.
    await page.goBack();
    await asked.waitFor();
    await asked.getByRole('button', { name: 'Stay' }).click();
    await asked.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, created.url);

    // A reload (or closing the tab): the browser's own question; dismissed, the page and the edit stay.
    const [question] = await Promise.all([page.waitForEvent('dialog'), page.evaluate(() => void setTimeout(() => window.location.reload()))]);
    assert.equal(question.type(), 'beforeunload');
    await question.dismiss();
    assert.equal(await name.inputValue(), edited);

    // Leave without saving: the page changes and the edit is gone.
    await menuEntry(page, 'Partners').click();
    await asked.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/partner/);
    await page.locator('table tbody tr').first().waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: created.name }).waitFor();
    assert.equal(await name.inputValue(), created.name);

    // In Spanish, by another tab; Enter leaves, and the tab's edit is dropped.
    await session.setLanguage('es');
    const nombre = page.getByRole('tabpanel', { name: 'Ubicación' }).getByRole('textbox', { name: 'Nombre', exact: true });
    await nombre.fill(edited);
    await page.getByRole('tab', { name: 'Información' }).click();
    const preguntado = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await preguntado.getByText('Tiene cambios sin guardar. ¿Salir sin guardar?').waitFor();
    await preguntado.getByRole('button', { name: 'Quedarse' }).waitFor();
    await screenshot('business-unsaved-es');
    await page.keyboard.press('Enter');
    await preguntado.waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('tab', { name: 'Información' }).getAttribute('aria-selected'), 'true');
    await page.getByRole('tab', { name: 'Ubicación' }).click();
    assert.equal(await nombre.inputValue(), created.name);
    await session.setLanguage('en');
  });

  test('changes its status only once the change is confirmed, keeps unsaved edits, and the list shows it', async () => {
    const phone = location().getByRole('textbox', { name: 'Phone', exact: true });
    await phone.fill('0161 496 0000');
    const asked = page.getByRole('dialog', { name: 'Change the status?' });
    await pickOption(page, 'Change status', 'Closed', { exact: false });
    await asked.getByText(`${created.name} goes from Active to Closed. The change is saved at once, for everyone.`).waitFor();
    await dialogAtEachWidth('business-status-confirm', 'en');
    // Escape: nothing changes.
    await page.keyboard.press('Escape');
    await asked.waitFor({ state: 'detached' });
    assert.equal(await statusChip().innerText(), 'Active');
    // Enter confirms (the focus is on the confirming button).
    await pickOption(page, 'Change status', 'Closed', { exact: false });
    await asked.getByRole('button', { name: 'Change to Closed' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Saved successfully!').waitFor();
    await statusChip().filter({ hasText: 'Closed' }).waitFor();

    // The phone typed before is kept, and saves on the version the status change made.
    assert.equal(await phone.inputValue(), '0161 496 0000');
    const [saved] = await Promise.all([page.waitForResponse((r) => r.url().includes('/Business/Upsert')), location().getByRole('button', { name: 'Save' }).click()]);
    assert.equal(saved.status(), 200);
    await page.reload();
    assert.equal(await location().getByRole('textbox', { name: 'Phone', exact: true }).inputValue(), '0161 496 0000');
    assert.equal(await statusChip().innerText(), 'Closed');

    // Spanish: the question in Spanish, naming the business.
    await session.setLanguage('es');
    await page.getByRole('combobox', { name: /Cambiar estado/ }).click();
    await page.getByRole('option', { selected: false }).first().click();
    await page.getByRole('dialog', { name: '¿Cambiar el estado?' }).getByText(new RegExp(`^${created.name} pasa de .+ a .+\\. El cambio se guarda al momento, para todos\\.$`)).waitFor();
    await dialogAtEachWidth('business-status-confirm', 'es');
    await page.keyboard.press('Escape');
    await session.setLanguage('en');

    const row = await listRow(created.name);
    await row.getByText('Closed', { exact: true }).waitFor();
  });

  test('swaps its shop id once the swap is confirmed; an id in use is refused with the reason', async () => {
    await session.goto(created.url);
    await page.getByRole('button', { name: 'Swap shop id' }).click();
    const dialog = page.getByRole('dialog', { name: 'Swap shop id' });
    const newId = dialog.getByRole('textbox', { name: 'New shop id' });
    await newId.waitFor();
    assert.ok(await newId.evaluate((el) => el === document.activeElement), 'the new shop id has the focus');

    // An id another business holds: confirmed, then refused with the server's reason; the dialog stays.
    await newId.fill(takenShopId);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Swap the shop id?' });
    await confirm.getByText(`${created.name} changes its shop id from ${created.shopId} to ${takenShopId}, at once, for everyone. ${created.shopId} is then free for another business.`).waitFor();
    await screenshot('business-swap-confirm-en');
    session.expectFailedCall('saintgobain/swapshopid', 400);
    await page.keyboard.press('Enter');
    await page.getByText(`Shop id "${takenShopId}" is already in use by another business.`).waitFor();
    await dialog.getByRole('heading', { name: 'Swap shop id' }).click();

    // A free one: Enter, Enter.
    const swapped = `${created.shopId}-B`;
    await newId.fill(swapped);
    await page.keyboard.press('Enter');
    await confirm.getByRole('button', { name: 'Swap shop id' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByText('Saved successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Shop id: ${swapped}`).waitFor();
    assert.equal(await location().getByRole('textbox', { name: 'Shop id', exact: true }).inputValue(), swapped);
    created.shopId = swapped;
  });

  test("keeps a note whose file is refused and says 'Something went wrong with the files.', in English and Spanish", async () => {
    const exe = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);
    // Refused by its content (a Windows executable), once in each language.
    session.expectFailedCall('Business/AddDocument', 400);
    for (const [language, tab, textbox, button, message] of [
      ['en', 'Notes', 'New note', 'Add note', 'Something went wrong with the files.'],
      ['es', 'Notas', 'Nueva nota', 'Añadir nota', 'Algo salió mal con los archivos.'],
    ] as const) {
      await session.setLanguage(language);
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      const text = `Tool installer sent by the shop (${language})`;
      await panel.getByRole('textbox', { name: textbox }).fill(text);
      await panel.locator('input[type=file]').setInputFiles({ name: 'installer.exe', mimeType: 'application/octet-stream', buffer: exe });
      await panel.getByRole('button', { name: button }).click();
      await page.getByText(message).waitFor();
      // The note is kept, without the file.
      const note = panel.locator('[data-note]', { hasText: text });
      await note.waitFor();
      assert.equal(await note.getByRole('button', { name: 'installer.exe' }).count(), 0);
      await screenshot(`business-note-file-refused-${language}`);
      await dismissError(message);
    }
    await session.setLanguage('en');
  });
});

describe('the business detail', () => {
  const tabs = {
    en: ['Location', 'Biz Info', 'User List', 'Billing', 'Promotion', 'Devices', 'Notes', 'Requests'],
    es: ['Ubicación', 'Información', 'Usuarios', 'Facturación', 'Promoción', 'Dispositivos', 'Notas', 'Solicitudes'],
  } as const;
  const keys = ['location', 'info', 'users', 'billing', 'promotion', 'devices', 'notes', 'requests'];

  test('shows each tab at 1440, 1280 and 390 px, in English and Spanish', async () => {
    await session.goto(`/business/update/${await businessWithDevicesAndRequests()}`);
    for (const language of ['en', 'es'] as const) {
      await session.setLanguage(language);
      for (const [width, height] of [
        [1440, 900],
        [1280, 800],
        [390, 844],
      ]) {
        await page.setViewportSize({ width, height });
        // The layout for this width first: the side menu docked beside the page, or at 390 px a drawer, closed
        // though the menu was open at 1280 px (it covered the page and took every tap).
        await page.locator('.RaSidebar-docked').waitFor({ state: width < 600 ? 'detached' : 'attached' });
        if (width < 600) assert.equal(await page.locator('.RaSidebar-modal').isVisible(), false, 'the menu drawer is closed on a phone');
        for (const [i, tab] of tabs[language].entries()) {
          await page.getByRole('tab', { name: tab }).click();
          // Its content, not its loading indicator.
          await page.waitForFunction(() => {
            const panel = document.querySelector('[role=tabpanel]:not([hidden])');
            return !!panel && panel.childElementCount > 0 && !panel.querySelector('[role=progressbar], .MuiSkeleton-root');
          });
          await tabIndicatorSettled();
          await session.screenshot(`business-${keys[i]}-${width}-${language}`, page, { fullPage: true });
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await session.setLanguage('en');
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

let richest: Promise<number> | undefined;
/** Of the businesses holding the first hundred devices, the one with the most devices and requests, found through the API the console calls (once). */
function businessWithDevicesAndRequests(): Promise<number> {
  richest ??= findBusinessWithDevicesAndRequests();
  return richest;
}

async function findBusinessWithDevicesAndRequests(): Promise<number> {
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
