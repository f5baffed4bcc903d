/**
 * Saved list views and the column chooser end to end (issue 35), on the businesses list: two filters added and three
 * columns hidden, saved as a view, its link copied; a second admin opens the link and sees the same filters and
 * columns, read-only, saying whose it is, and saves a copy; a column moved up by keyboard, the list and the CSV
 * export's header following its order; the choice kept on the server (another browser of the same user shows it).
 * Screenshots of the Views dialog and the column chooser in English and Spanish, at 1280 and 390 px.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });
const { page } = session;
const VIEW = 'Mobile actives';
let link = '';
let other: Page;

/** Whether a list's address holds the view's two filters (the filter the list calls with). */
const bothFilters = (url: URL) => {
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
  return filter.isMobileClient === true && typeof filter.status === 'number';
};
/** The list's "1-10 of N". */
const shown = () => page.locator('.MuiTablePagination-displayedRows').innerText();
const headers = async (p: Page = page) => (await p.locator('table thead th').allInnerTexts()).map((h) => h.trim()).filter(Boolean);

async function exported(p: Page): Promise<string[]> {
  const [download] = await Promise.all([p.waitForEvent('download'), p.getByRole('button', { name: /Export CSV|Exportar CSV/ }).click()]);
  const text = await readFile(await download.path(), 'utf8');
  return text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
}

/** Screenshots at 1280 and 390 px (each checked by the harness) of what `open` opens, closed by Escape after each; then back to 1280. */
async function atWidths(name: string, open: () => Promise<Locator>, p: Page = page) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await p.setViewportSize({ width, height });
    const opened = await open();
    await session.screenshot(`${name}-${width}`, p);
    await p.keyboard.press('Escape');
    await opened.waitFor({ state: 'detached' });
    // Gone from the page too, not only from the accessibility tree: a dialog still fading out holds no focus.
    await p.waitForFunction(() => !document.querySelector('[role=dialog]'));
  }
  await p.setViewportSize({ width: 1280, height: 800 });
}

/** Opens the column chooser and answers it. */
async function openChooser(label: string, move: RegExp, p: Page = page): Promise<Locator> {
  await p.getByRole('button', { name: label, exact: true }).click();
  const chooser = p.getByRole('dialog', { name: label });
  await chooser.getByRole('button', { name: move }).first().waitFor();
  return chooser;
}

/** Opens the Views dialog and answers it. */
async function openViews(label: string, title: string, save: string, p: Page = page): Promise<Locator> {
  await p.getByRole('button', { name: label, exact: true }).click();
  const views = p.getByRole('dialog', { name: title });
  await views.getByRole('button', { name: save }).waitFor();
  return views;
}

describe('saved list views', () => {
  test('saves the list with two filters and three hidden columns as a view, and copies its link', async () => {
    await page.locator('table tbody tr').first().waitFor();
    const all = await shown();
    await pickOption(page, 'Status', 'Active');
    await page.waitForURL(/status/);
    // The list drawn with the status (its count changed), not only the address, as a user sees it before going on:
    // react-admin's Add filter builds on the list's last render (businessList.e2e.ts tests the app for the race).
    await page.waitForFunction((before) => document.querySelector('.MuiTablePagination-displayedRows')?.textContent !== before, all);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Mobile client').click();
    await pickOption(page, 'Mobile client', 'Yes');
    await page.waitForURL(bothFilters);

    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('dialog', { name: 'Columns' });
    for (const name of ['Phone', 'City', 'Country']) await chooser.getByLabel(name, { exact: true }).uncheck();
    await chooser.getByRole('button', { name: 'Done' }).click();
    await chooser.waitFor({ state: 'detached' });
    await atWidths('list-columns-chooser-en', () => openChooser('Columns', /^Move Status up$/));
    assert.deepEqual(await headers(), ['Name', 'Shop id', 'Status', 'State', 'Sales rep']);

    await atWidths('list-views-dialog-en', () => openViews('Views', 'Saved views', 'Save current view…'));
    const views = await openViews('Views', 'Saved views', 'Save current view…');
    await views.getByText('Active shops in Texas').waitFor();
    await views.getByRole('button', { name: 'Save current view…' }).click();
    const save = page.getByRole('dialog', { name: 'Save current view' });
    await save.getByRole('textbox', { name: 'Name' }).fill(VIEW);
    await save.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`View “${VIEW}” saved.`).waitFor();
    await page.getByTestId('applied-view').filter({ hasText: `View: ${VIEW}` }).waitFor();

    await page.getByRole('button', { name: 'Views' }).click();
    await views.getByRole('button', { name: 'Copy link' }).click();
    // Copying the link shares the view: the link carries its token (a view is private until shared).
    const notice = page.getByText(/\?share=[\w-]{22}/);
    link = /(http\S+\?share=[\w-]{22})/.exec(await notice.innerText())?.[1] ?? '';
    assert.match(link, new RegExp(`^${session.url}/business\\?share=[\\w-]{22}$`));
    await views.getByRole('button', { name: 'Stop sharing' }).waitFor();
    await page.keyboard.press('Escape');
  });

  test('opens the link as a second admin: the same filters and columns, read-only, saved as a copy', async () => {
    other = await session.newPage({ path: new URL(link).pathname + new URL(link).search, user: 'demo.admin' });
    await other.getByTestId('applied-view').filter({ hasText: `View: ${VIEW} (Ada Admin's, read-only)` }).waitFor();
    // Both filters in the list's address (the filter it calls with).
    await other
      .waitForURL(bothFilters)
      .catch((e: Error) => {
        throw new Error(`${e.message}: the list's address stayed ${other.url()}`);
      });
    await other.waitForFunction(() => document.querySelectorAll('table thead th').length > 0 && !document.querySelector('table thead')?.textContent?.includes('Phone'));
    assert.deepEqual(await headers(other), ['Name', 'Shop id', 'Status', 'State', 'Sales rep']);
    await other.getByRole('button', { name: 'Views' }).click();
    const views = other.getByRole('dialog', { name: 'Saved views' });
    await views.getByText("A view of Ada Admin's: read-only. Save a copy to keep it as yours.").waitFor();
    assert.equal(await views.getByRole('button', { name: 'Update with current' }).count(), 0);
    assert.equal(await views.getByRole('button', { name: 'Delete…' }).count(), 0);
    await session.screenshot('list-views-read-only-en', other);
    await views.getByRole('button', { name: 'Save a copy…' }).click();
    const copy = other.getByRole('dialog', { name: 'Save a copy of this view' });
    assert.equal(await copy.getByRole('textbox', { name: 'Name' }).inputValue(), VIEW);
    await copy.getByRole('button', { name: 'Save' }).click();
    await other.getByText(`View “${VIEW}” saved.`).waitFor();
    await other.getByTestId('applied-view').getByText(`View: ${VIEW}`, { exact: true }).waitFor();
  });

  test('moves a column up by keyboard: the list and the export follow its order, kept for the user on the server', async () => {
    await other.getByRole('button', { name: 'Columns' }).click();
    const chooser = other.getByRole('dialog', { name: 'Columns' });
    await chooser.getByRole('button', { name: 'Move Status up' }).focus();
    await other.keyboard.press('Enter');
    // The button pressed keeps the focus.
    await chooser.getByRole('button', { name: 'Move Status up' }).and(other.locator(':focus')).waitFor();
    await other.keyboard.press('Escape');
    await chooser.waitFor({ state: 'detached' });
    assert.deepEqual(await headers(other), ['Name', 'Status', 'Shop id', 'State', 'Sales rep']);
    const [header] = await exported(other);
    assert.equal(header, 'Name,Status,Shop id,State,Sales rep');
    // Saved on the server: another browser of the same user shows the same columns.
    const third = await session.newPage({ path: '/business', user: 'demo.admin' });
    await third.locator('table tbody tr').first().waitFor();
    await third.waitForFunction(() => [...document.querySelectorAll('table thead th')].map((th) => th.textContent?.trim()).filter(Boolean).join(',') === 'Name,Status,Shop id,State,Sales rep');
    // Reset: the declared columns again.
    await third.getByRole('button', { name: 'Columns' }).click();
    await third.getByRole('dialog', { name: 'Columns' }).getByRole('button', { name: 'Reset' }).click();
    await third.keyboard.press('Escape');
    assert.deepEqual(await headers(third), ['Name', 'Shop id', 'Status', 'Phone', 'City', 'State', 'Country', 'Sales rep']);
  });

  test("applies the user's default view when the list is opened with nothing in its address", async () => {
    const views = await openViews('Views', 'Saved views', 'Save current view…');
    await views.getByRole('button', { name: 'Set as default' }).click();
    await page.getByText(`“${VIEW}” is now your default view of this list.`).waitFor();
    await page.keyboard.press('Escape');
    await views.waitFor({ state: 'detached' });
    // Another browser of the same user (nothing kept in it): the list opens with the view.
    const fresh = await session.newPage({ path: '/business', user: 'admin' });
    await fresh.getByTestId('applied-view').filter({ hasText: `View: ${VIEW}` }).waitFor();
    await fresh.waitForURL(/isMobileClient/);
    await fresh.waitForFunction(() => [...document.querySelectorAll('table thead th')].map((th) => th.textContent?.trim()).filter(Boolean).join(',') === 'Name,Shop id,Status,State,Sales rep');
    await fresh.close();
  });

  test('shows the Views dialog and the column chooser in Spanish', async () => {
    await session.setLanguage('es');
    await atWidths('list-views-dialog-es', () => openViews('Vistas', 'Vistas guardadas', 'Guardar la vista actual…'));
    await atWidths('list-columns-chooser-es', () => openChooser('Columnas', /^Subir /));
  });
});
