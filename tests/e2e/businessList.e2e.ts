/**
 * The business list's advanced search (Business/Search) and its CSV export,
 * streamed by the server with the visible columns under the labels the user sees.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const total = async () => Number(/of (\d+)/.exec(await page.locator('.MuiTablePagination-displayedRows').innerText())?.[1]);

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

  test('exports every match, streamed, with the visible columns under their labels', async () => {
    const matches = await total();
    const [header, ...rows] = await exported();
    assert.equal(header, 'Name,Shop id,Status,Phone,City,State,Country,Sales rep');
    assert.equal(rows.length, matches);
    const first = (await page.locator('table tbody tr').first().locator('td').nth(0).innerText()).trim();
    assert.ok(rows[0].startsWith(first.includes(',') ? `"${first}` : first), `${rows[0]} starts with ${first}`);
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

  test('exports with Spanish labels', async () => {
    await page.goto(`${session.url}/business`);
    await session.setLanguage('es');
    await page.getByText('Id de taller').first().waitFor();
    const [header] = await exported();
    assert.match(header, /^Nombre,Id de taller,/);
    await screenshot('business-advanced-search-es');
  });
});
