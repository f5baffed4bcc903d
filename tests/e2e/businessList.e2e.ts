/**
 * The business list's advanced search (Business/Search), its country and state filters picked by name, and its
 * CSV export, streamed by the server with the visible columns under the labels the user sees; a business's money
 * as money, in English and Spanish; its statuses named in Spanish in the Spanish console.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const total = async () => Number(/(?:of|de) (\d+)/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())?.[1]);

/** Waits until every row's cell under `header` reads `text`, and answers how many rows the list says it has. */
async function column(header: string, text: string): Promise<number> {
  const headers = (await page.locator('table thead th').allInnerTexts()).map((h) => h.trim());
  const at = headers.indexOf(header) + 1;
  assert.ok(at > 0, `a ${header} column among ${headers.join(', ')}`);
  await page.waitForFunction(
    ({ at, text }) => {
      const cells = [...document.querySelectorAll(`table tbody tr td:nth-child(${at})`)];
      return cells.length > 0 && cells.every((td) => td.textContent?.trim() === text);
    },
    { at, text },
  );
  return total();
}

/** Waits until the open picker offers exactly `names`, in that order (its choices narrow as the user types). */
async function offered(names: string[]): Promise<void> {
  try {
    await page.waitForFunction((names) => JSON.stringify([...document.querySelectorAll('[role="option"]')].map((o) => o.textContent)) === JSON.stringify(names), names, { timeout: 10_000 });
  } catch {
    assert.deepEqual(await page.getByRole('option').allInnerTexts(), names);
  }
}

async function exported(): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Export CSV|Exportar CSV/ }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  assert.ok(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark');
  return text.slice(1).split('\r\n').filter(Boolean);
}

describe('the business list', () => {
  test('narrows by an advanced filter, and says so in the address', async () => {
    await page.locator('table tbody tr').first().waitFor();
    const all = await total();
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Mobile client').waitFor();
    await screenshot('business-add-filter-menu-en');
    await page.getByRole('menu').getByText('Mobile client').click();
    const filter = page.getByRole('combobox', { name: 'Mobile client' });
    await filter.click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await page.waitForURL(/isMobileClient/);
    await page.waitForFunction((before) => !document.querySelector('.MuiTablePagination-displayedRows')?.textContent?.endsWith(`of ${before}`), all);
    const some = await total();
    assert.ok(some > 0 && some < all, `${some} of ${all} businesses are mobile clients`);
    await screenshot('business-advanced-search-en');
  });

  test('keeps a filter just picked when Add filter follows at once, on a machine 6 times slower', async () => {
    // The address changes before the screen shows it; Add filter used in between once built on the list's last
    // render and dropped the status (App.tsx: addresses drawn at once). Twice: before, 4 tries in 6 lost it at 8×.
    const cdp = await page.context().newCDPSession(page.mainFrame().page());
    try {
      for (let attempt = 1; attempt <= 2; attempt++) {
        await session.openList('/business', {});
        await page.locator('table tbody tr').first().waitFor();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
        await pickOption(page, 'Status', 'Active');
        await page.waitForURL(/status/);
        await page.getByRole('button', { name: 'Add filter' }).click();
        await page.getByRole('menu').getByText('Mobile client').click();
        await pickOption(page, 'Mobile client', 'Yes');
        await page.waitForURL(/isMobileClient/);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        // Whatever else the list would still write to its address has had its time.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const filter = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
        assert.equal(typeof filter.status, 'number', `try ${attempt}: the status kept beside the mobile client, in ${page.url()}`);
        assert.equal(filter.isMobileClient, true);
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
      // Back to the first test's list, which the export's test counts.
      await session.openList('/business', { isMobileClient: true });
    }
  });

  test('exports every match, streamed, with the visible columns under their labels', async () => {
    const matches = await total();
    const [header, ...rows] = await exported();
    assert.equal(header, 'Name,Shop id,Status,Phone,City,State,Country,Sales rep');
    assert.equal(rows.length, matches);
    const first = (await page.locator('table tbody tr').first().locator('td').nth(0).innerText()).trim();
    assert.ok(rows[0].startsWith(first.includes(',') ? `"${first}` : first), `${rows[0]} starts with ${first}`);
  });

  test('opens the row clicked right after typing in the search, however slowly the detail loads', async () => {
    // A fresh browser (nothing cached) whose scripts arrive 1.5 s late once the list shows: the list stays on
    // screen while the detail loads, and the search's filter reaches the address (0.5 s after the typing) then.
    const other = await session.newPage({ path: '/business', user: 'admin' });
    await other.locator('table tbody tr').first().waitFor();
    await other.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const name = (await other.locator('table tbody tr').first().locator('td').nth(0).innerText()).trim();
    await other.getByRole('textbox', { name: 'Search' }).fill(name);
    await other.locator('table tbody tr', { hasText: name }).first().click();
    await other.getByRole('heading', { name }).waitFor({ timeout: 20_000 });
    // The late filter did not take the user back to the list.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.match(new URL(other.url()).pathname, /^\/business\/update\/\d+$/);
    await other.context().close();
  });

  test('goes to another business through the all-business dropdown, by keyboard past the options first rendered', async () => {
    await page.goto(`${session.url}/business`);
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    const from = page.url();
    const box = page.getByRole('combobox', { name: 'Go to business' });
    await box.click();
    await page.getByRole('option').first().waitFor();
    for (let i = 0; i < 30; i++) await box.press('ArrowDown');
    const active = page.locator('[role="option"].Mui-focused');
    await active.waitFor();
    assert.ok(await active.isVisible(), 'the highlighted option is rendered and in view');
    const picked = (await active.innerText()).split(' (')[0];
    await screenshot('business-go-to-en');
    await box.press('Enter');
    await page.waitForURL((url) => url.href !== from && /\/business\/update\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { name: picked }).waitFor();
  });

  test('filters by a country and a state picked by name, the list matching their codes', async () => {
    await session.openList('/business');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Country', { exact: true }).click();
    // The plain field gives way to the type-ahead when first focused: focused, it offers every country.
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('listbox').waitFor();
    await page.getByRole('combobox', { name: 'Country' }).fill('Can');
    await offered(['Canada']);
    await screenshot('business-country-filter-en');
    await page.getByRole('option', { name: 'Canada' }).click();
    await page.waitForURL(/country%22%3A%22CA%22/);
    const canadian = await column('Country', 'CA');
    assert.ok(canadian > 0, `${canadian} Canadian businesses`);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('State', { exact: true }).click();
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('listbox').waitFor();
    await page.getByRole('combobox', { name: 'State' }).fill('ont');
    // Only Canada's states: Ontario, not the United States' Vermont or Oregon.
    await offered(['Ontario (ON)']);
    await page.getByRole('option', { name: 'Ontario (ON)' }).click();
    await page.waitForURL(/state%22%3A%22ON%22/);
    const ontarian = await column('State', 'ON');
    assert.ok(ontarian > 0 && ontarian <= canadian, `${ontarian} of ${canadian} Canadian businesses are in Ontario`);
    await screenshot('business-state-filter-en');

    await session.setLanguage('es');
    assert.equal(await page.getByRole('combobox', { name: 'País' }).inputValue(), 'Canadá');
    await page.getByRole('combobox', { name: 'País' }).click();
    await page.getByRole('listbox').waitFor();
    await page.getByRole('combobox', { name: 'País' }).fill('united');
    await offered(['Reino Unido', 'Estados Unidos']);
    await screenshot('business-country-filter-es');
    await page.keyboard.press('Escape');
    await session.setLanguage('en');
  });

  test('shows and takes money as money: its currency, 2 decimals, thousands in the language; promotion types by name', async () => {
    // A shop of the list filtered above (Ontario).
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    // Its address's coded fields by name: the country, its state, the time zone.
    const where = page.getByRole('tabpanel', { name: 'Location' });
    await where.getByRole('combobox', { name: /^Country/ }).filter({ hasText: 'Canada' }).waitFor();
    await where.getByRole('combobox', { name: 'State or province' }).filter({ hasText: 'Ontario (ON)' }).waitFor();
    await where.getByRole('combobox', { name: 'Time zone' }).filter({ hasText: /^Eastern Time/ }).waitFor();
    await screenshot('business-location-places-en');
    await page.getByRole('tab', { name: 'Billing' }).click();
    let panel = page.getByRole('tabpanel', { name: 'Billing' });
    const amount = panel.getByRole('textbox', { name: 'Amount per period' });
    await amount.fill('$1234.5');
    await amount.blur();
    assert.equal(await amount.inputValue(), '1,234.50');
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').waitFor();
    // The symbol of the business's currency, before the amount.
    const currency = (await panel.getByRole('combobox', { name: 'Currency', exact: true }).innerText()).trim();
    const symbols: Record<string, string> = { USD: '$', CAD: 'CA$', GBP: '£', EUR: '€' };
    assert.equal((await panel.locator('.MuiInputAdornment-root').first().innerText()).trim(), symbols[currency] ?? '$');
    await screenshot('business-billing-money-en');
    // A discount of a fixed amount is money in the business's currency (of a percent, a percent).
    const volume = panel.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Volume discounts' }) });
    await volume.getByRole('button', { name: 'Add' }).click();
    const row = volume.locator('tr[data-changed]').first();
    assert.equal((await row.locator('.MuiInputAdornment-root').innerText()).trim(), '%');
    await pickOption(page, 'Product', 'ADAS calibration', { scope: row });
    await pickOption(page, 'Discount type', 'Fixed amount', { scope: row });
    await row.getByRole('textbox', { name: 'Amount' }).fill('1250');
    await row.getByRole('spinbutton', { name: 'From volume' }).fill('100');
    await volume.getByRole('button', { name: 'Save', exact: true }).click();
    await volume.locator('tr[data-changed]').waitFor({ state: 'detached' });
    const saved = volume.locator('tbody tr', { has: page.getByRole('textbox', { name: 'Amount' }) }).first();
    assert.equal(await saved.getByRole('textbox', { name: 'Amount' }).inputValue(), '1,250.00');
    assert.equal((await saved.locator('.MuiInputAdornment-root').innerText()).trim(), symbols[currency] ?? '$');
    await volume.scrollIntoViewIfNeeded();
    await screenshot('business-discount-money-en');

    await page.getByRole('tab', { name: 'Promotion' }).click();
    panel = page.getByRole('tabpanel', { name: 'Promotion' });
    await panel.getByRole('combobox', { name: 'Promotion type' }).click();
    const types = await page.getByRole('option').allInnerTexts();
    assert.deepEqual(types.filter((t) => t.trim() !== ''), ['No promotion', 'Free scans', 'Discounted scans', 'Free trial']);
    await screenshot('business-promotion-type-en');
    await page.keyboard.press('Escape');

    await session.setLanguage('es');
    await page.getByRole('tab', { name: 'Ubicación' }).click();
    const donde = page.getByRole('tabpanel', { name: 'Ubicación' });
    await donde.getByRole('combobox', { name: /^País/ }).filter({ hasText: 'Canadá' }).waitFor();
    await donde.getByRole('combobox', { name: 'Zona horaria' }).filter({ hasText: /^hora oriental/ }).waitFor();
    await screenshot('business-location-places-es');
    await page.getByRole('tab', { name: 'Facturación' }).click();
    panel = page.getByRole('tabpanel', { name: 'Facturación' });
    const importe = panel.getByRole('textbox', { name: 'Importe por periodo' });
    assert.equal(await importe.inputValue(), '1.234,50');
    // The change of language reads the tab's record again: typed before that answer lands, the form would be reset
    // under the edit (CI saw Save disabled once). Typed once the page is quiet.
    await page.waitForLoadState('networkidle');
    await importe.fill('2.500,75');
    await importe.blur();
    assert.equal(await importe.inputValue(), '2.500,75');
    await panel.getByRole('button', { name: 'Guardar' }).first().click();
    await page.getByText('¡Guardado correctamente!').waitFor();
    await screenshot('business-billing-money-es');
    await page.getByRole('tab', { name: 'Promoción' }).click();
    await page.getByRole('tabpanel', { name: 'Promoción' }).getByRole('combobox', { name: 'Tipo de promoción' }).click();
    await page.getByRole('option', { name: 'Escaneos gratuitos' }).waitFor();
    await screenshot('business-promotion-type-es');
    await page.keyboard.press('Escape');
    await session.setLanguage('en');
    await page.getByRole('tab', { name: 'Billing' }).click();
    assert.equal(await page.getByRole('tabpanel', { name: 'Billing' }).getByRole('textbox', { name: 'Amount per period' }).inputValue(), '2,500.75');
  });

  test('exports with Spanish labels', async () => {
    await page.goto(`${session.url}/business`);
    await session.setLanguage('es');
    await page.getByText('Id de taller').first().waitFor();
    const [header] = await exported();
    assert.match(header, /^Nombre,Id de taller,/);
    await screenshot('business-advanced-search-es');
  });

  test('names statuses in Spanish: the filter’s choices, the list’s cells, its CSV and the business’s chip', async () => {
    await session.openList('/business');
    await session.setLanguage('es');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'En espera' }).click();
    const onHold = await column('Estado', 'En espera');
    assert.ok(onHold > 0, `${onHold} businesses on hold`);
    const [header, ...rows] = await exported();
    assert.match(header, /^Nombre,Id de taller,Estado,/);
    assert.deepEqual(rows.filter((r) => !r.includes(',En espera,')), []);
    await page.locator('table tbody tr').first().click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    await page.locator('.MuiChip-root').filter({ hasText: /^En espera$/ }).first().waitFor();
    await screenshot('business-status-chip-es');
    await session.setLanguage('en');
    await page.locator('.MuiChip-root').filter({ hasText: /^On hold$/ }).first().waitFor();
  });
});
