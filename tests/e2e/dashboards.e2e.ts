/**
 * Dashboards end to end (issue 18), one server and one browser for the file: each dashboard opened over a range;
 * on statistics the category changed, a bar followed to its requests, an ad hoc query built with and/or, saved as a
 * template, reopened from the list and by its id, shared: its link opened read-only by another admin (who cannot read
 * it by id) and saved as their copy, then no longer shared, by keyboard (the link then opens nothing), exported as CSV and XLSX (the files' headers are the
 * visible columns, their rows the query's); the others' first item followed and exported; the same in Spanish.
 * Expected counts are the API's own answers (DashboardData) for the same query. Screenshots of each dashboard in
 * English and Spanish; axe on each (the harness).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { SCAN_TYPE_KEY } from '../../contract/serviceCatalogue';
import { LOOKUP_SPANISH } from '../../server/modules/lookup/seed/lookupTranslationsData';
import { consoleSession, PASSWORDS, pickOption } from './harness';

const session = consoleSession({ path: '/dashboard/statistics', user: 'admin' });
const { page } = session;
const RANGE = { startDate: '2024-01-01', endDate: '2025-12-31' };
const OTHERS = [
  ['devicestatistics', 'Device statistics', 'Estadísticas de dispositivos'],
  ['activationcardstatistics', 'Activation card statistics', 'Estadísticas de tarjetas de activación'],
  ['businessaccountsinfo', 'Business accounts', 'Cuentas de negocio'],
  ['deviceshipments', 'Device shipments', 'Envíos de dispositivos'],
] as const;

let token = '';
async function api(path: string, body: unknown): Promise<{ TotalItems: number }> {
  if (!token) {
    const answer = await fetch(`${session.url}/auth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'password', username: 'admin', password: PASSWORDS.admin }) });
    token = ((await answer.json()) as { access_token: string }).access_token;
  }
  const answer = await fetch(`${session.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  assert.equal(answer.status, 200, await answer.clone().text());
  return (await answer.json()) as { TotalItems: number };
}

/** The rows the table says it holds ("712 rows"). */
async function rowsShown(expected: number, p: Page = page) {
  await p.getByTestId('rows-count').filter({ hasText: new RegExp(`^${expected.toLocaleString('en-US')} (row|rows|fila|filas)$`) }).waitFor();
}

/** Lines of a CSV (the BOM dropped), each split into cells (quotes honoured). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell.replace(/\r$/, ''));
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ',') endCell();
    else if (!quoted && ch === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else cell += ch;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

async function download(button: string): Promise<{ path: string; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const path = await file.path();
  return { path, name: file.suggestedFilename() };
}

async function headers(): Promise<string[]> {
  return page.getByRole('table', { name: /^(Rows|Filas)$/ }).locator('thead th').allInnerTexts();
}

async function setRange(from: string, to: string, labels = ['From', 'To']) {
  await page.getByLabel(labels[0], { exact: true }).fill(from);
  await page.getByLabel(labels[1], { exact: true }).fill(to);
}

const condition = (n: number) => page.getByRole('group', { name: `Condition ${n}` });
const TEMPLATE = 'Completed, or cancelled BMWs';
const adhoc: { conditions: unknown[]; expected: number } = { conditions: [], expected: 0 };
let totalInRange = 0;

test('statistics: range, category, a bar followed, an and/or query saved, reopened and exported', async () => {
  await page.getByRole('heading', { name: 'Request statistics', level: 1 }).waitFor();
  await setRange(RANGE.startDate, RANGE.endDate);
  await page.getByTestId('range-shown').filter({ hasText: 'From 01/01/2024 to 12/31/2025' }).waitFor();
  const all = await api('dashboard/DashboardData', { name: 'statistics', ...RANGE, pageSize: 1 });
  totalInRange = all.TotalItems;
  await rowsShown(all.TotalItems);
  // The names beside the bars are whole where the chart has room (its axis was 120 px: "ADAS static cal…").
  const scanTypes = page.getByRole('region', { name: 'Scan Type', exact: true });
  const names = (await scanTypes.getByRole('table').locator('tbody tr td:first-child').allInnerTexts()).map((n) => n.trim());
  const ticks = (await scanTypes.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').allTextContents()).map((t) => t.trim());
  assert.ok(ticks.length > 0 && ticks.every((t) => names.includes(t)), `axis names ${ticks.join(' | ')} of ${names.join(' | ')}`);

  await pickOption(page, 'Category', 'Status');
  await page.getByRole('region', { name: 'Scan Type', exact: true }).waitFor({ state: 'detached' });
  const statusData = page.getByRole('table', { name: 'Data of Status' });
  await statusData.getByRole('row', { name: /Completed/ }).waitFor();
  const completed = Number((await statusData.getByRole('row', { name: /Completed/ }).locator('td').nth(1).innerText()).replace(/,/g, ''));
  assert.match(await page.getByRole('region', { name: 'Status', exact: true }).getByTestId('chart-summary').innerText(), new RegExp(`^${all.TotalItems.toLocaleString('en-US')} requests; most: Completed \\(${completed}\\)\\.$`));
  assert.match(page.url(), /category=2/);
  await session.screenshot('dashboards-statistics-en', undefined, { fullPage: true });

  // The biggest bar (Completed, most first) leads to its requests.
  await page.locator('.MuiBarChart-element').first().click();
  await rowsShown(completed);
  assert.match(decodeURIComponent(page.url()), /"field":"statusId","operator":"eq","value":4/);

  // Completed, or (and binds tighter) cancelled and a BMW.
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await pickOption(page, 'Join', 'or', { scope: condition(2) });
  await pickOption(page, 'Field', 'Status', { scope: condition(2) });
  await pickOption(page, 'Value', 'Cancelled', { scope: condition(2) });
  await page.getByRole('button', { name: 'Add a condition' }).click();
  await pickOption(page, 'Field', 'Make', { scope: condition(3) });
  await condition(3).getByRole('textbox', { name: 'Value' }).fill('BMW');
  adhoc.conditions = [
    { field: 'statusId', operator: 'eq', value: 4, logic: 0 },
    { field: 'statusId', operator: 'eq', value: 5, logic: 2 },
    { field: 'vehicleMake', operator: 'eq', value: 'BMW', logic: 1 },
  ];
  adhoc.expected = (await api('dashboard/DashboardData', { name: 'statistics', ...RANGE, conditions: adhoc.conditions, pageSize: 1 })).TotalItems;
  assert.ok(adhoc.expected > completed, 'some cancelled BMWs are added to the completed requests');
  await page.getByRole('button', { name: 'Apply' }).click();
  await rowsShown(adhoc.expected);

  await page.getByRole('button', { name: 'Save as…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the query as a template' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('template-open').filter({ hasText: `Open: ${TEMPLATE}` }).waitFor();
  const id = new URL(page.url()).searchParams.get('template');
  assert.ok(id);

  // The same name again: the server's refusal shows in the dialog.
  session.expectFailedCall('DashboardDataTemplateSave', 409);
  await page.getByRole('button', { name: 'Save as…' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(TEMPLATE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  assert.notEqual((await dialog.locator('.MuiFormHelperText-root').innerText()).trim(), '');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Reopened from the list on a fresh view, then from a shared link.
  await session.goto('/dashboard/statistics');
  await page.getByRole('button', { name: new RegExp(`^${TEMPLATE}`) }).click();
  await rowsShown(adhoc.expected);
  assert.equal(await condition(3).getByRole('textbox', { name: 'Value' }).inputValue(), 'BMW');
  await session.goto(`/dashboard/statistics?template=${id}`);
  await rowsShown(adhoc.expected);
  await page.getByTestId('template-open').filter({ hasText: TEMPLATE }).waitFor();

  // Private: another admin cannot read it by its id.
  session.expectFailedCall('DashboardDataTemplates', 404);
  const other = await session.newPage({ path: `/dashboard/statistics?template=${id}`, user: 'demo.admin' });
  await other.getByText(`Template ${id} was not found.`).waitFor();
  // Shared: its link carries a token, not the id; the other admin opens it read-only and sees the same rows.
  await page.getByRole('button', { name: `Share ${TEMPLATE} and copy its link` }).click();
  const notice = page.getByText(/\?share=[\w-]{22}/);
  const link = /(http\S+\?share=[\w-]{22})/.exec(await notice.innerText())?.[1] ?? '';
  assert.match(link, new RegExp(`^${session.url}/dashboard/statistics\\?share=[\\w-]{22}$`));
  assert.ok(!link.includes(`template=${id}`));
  await page.getByText(/^Shared · updated/).waitFor();
  await session.screenshot('dashboards-template-shared-en', undefined, { fullPage: true });
  await other.goto(link);
  await rowsShown(adhoc.expected, other);
  await other.getByTestId('template-open').filter({ hasText: `Open: ${TEMPLATE}, shared by Ada Admin` }).waitFor();
  await other.getByText('Read-only: Save as… keeps a copy of your own.').waitFor();
  assert.equal(await other.getByRole('button', { name: `Save changes to ${TEMPLATE}` }).count(), 0);
  await session.screenshot('dashboards-template-opened-by-link-en', other, { fullPage: true });
  // Saved as their own copy.
  await other.getByRole('button', { name: 'Save as…' }).click();
  const copyDialog = other.getByRole('dialog', { name: 'Save the query as a template' });
  await copyDialog.getByRole('textbox', { name: 'Name' }).fill(`My ${TEMPLATE}`);
  await copyDialog.getByRole('button', { name: 'Save' }).click();
  await other.getByTestId('template-open').filter({ hasText: `Open: My ${TEMPLATE}` }).waitFor();

  // No longer shared, by keyboard: the dialog's Stop sharing confirmed with Enter, the focus back on the row's link button.
  await page.getByRole('button', { name: `Stop sharing ${TEMPLATE}` }).focus();
  await page.keyboard.press('Enter');
  const stop = page.getByRole('dialog', { name: 'Stop sharing the template' });
  await stop.getByText('Its link will open nothing for anyone who has it').waitFor();
  await session.screenshot('dashboards-template-stop-sharing-en');
  await stop.getByRole('button', { name: 'Stop sharing' }).focus();
  await page.keyboard.press('Enter');
  await stop.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: `Share ${TEMPLATE} and copy its link` }).and(page.locator(':focus')).waitFor();
  await other.goto(link);
  await other.getByText('No template is shared by this link: its owner may have stopped sharing it.').waitFor();
  await other.close();

  // Exports: exactly the visible columns, in their order, and the query's rows.
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'VIN' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Model' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('table', { name: 'Rows' }).getByRole('columnheader', { name: 'Model', exact: true }).waitFor({ state: 'detached' });
  const shown = await headers();
  assert.ok(!shown.includes('VIN') && shown.includes('Make'));
  const csv = await download('Rows as CSV');
  assert.match(csv.name, /\.csv$/);
  const lines = csvRows(readFileSync(csv.path, 'utf8').replace(/^\uFEFF/, ''));
  assert.deepEqual(lines[0], shown);
  assert.equal(lines.length - 1, adhoc.expected);
  const xlsx = await download('Rows as Excel');
  assert.match(xlsx.name, /\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = book.worksheets[0];
  assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), shown);
  assert.equal(sheet.actualRowCount - 1, adhoc.expected);
  const summary = csvRows(readFileSync((await download('Summary as CSV')).path, 'utf8').replace(/^\uFEFF/, ''));
  assert.equal(summary[0][0], 'Category');
  assert.ok(summary.slice(1).some((r) => r[1] === 'Completed' && Number(r[2]) === completed));
  // Every request in the range (ExportServiceRequests), whatever the query: every column of the dashboard.
  const everyRequest = csvRows(readFileSync((await download('Every request in the range as CSV')).path, 'utf8').replace(/^\uFEFF/, ''));
  assert.deepEqual(everyRequest[0].slice(0, 3), ['Id', 'Created', 'Solution']);
  assert.equal(everyRequest.length - 1, totalInRange);
});

async function followFirstItem(expectFile: boolean) {
  const first = page.getByRole('button', { name: /^(Show rows of|Ver filas de) / }).first();
  await first.waitFor();
  const count = Number((await first.locator('xpath=ancestor::tr').locator('td').nth(1).innerText()).replace(/[.,]/g, ''));
  await first.click();
  await rowsShown(count);
  if (!expectFile) return;
  const csv = csvRows(readFileSync((await download('Rows as CSV')).path, 'utf8').replace(/^\uFEFF/, ''));
  assert.deepEqual(csv[0], await headers());
  assert.equal(csv.length - 1, count);
}

test('the other dashboards: a chart item followed to its rows and exported', async () => {
  for (const [name, title] of OTHERS) {
    await session.goto(`/dashboard/${name}?start=${RANGE.startDate}&end=${RANGE.endDate}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByTestId('chart-summary').first().filter({ hasText: /; most: / }).waitFor();
    await session.screenshot(`dashboards-${name}-en`);
    await followFirstItem(true);
  }
  // By keyboard: the chart focused, its first bar reached with an arrow and activated with Enter.
  await session.goto(`/dashboard/devicestatistics?start=${RANGE.startDate}&end=${RANGE.endDate}`);
  const models = page.getByRole('region', { name: 'Devices by model', exact: true });
  const firstCount = Number(await models.getByRole('table').locator('tbody tr').first().locator('td').nth(1).innerText());
  await models.locator('[tabindex="0"][role="none"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await rowsShown(firstCount);
  assert.match(new URL(page.url()).searchParams.get('q') ?? '', /"field":"model","operator":"eq"/);
});

test('the dashboards in Spanish', async () => {
  await session.goto(`/dashboard/statistics?start=${RANGE.startDate}&end=${RANGE.endDate}&category=2`);
  await session.setLanguage('es');
  await page.getByRole('heading', { name: 'Estadísticas de solicitudes', level: 1 }).waitFor();
  await page.getByTestId('chart-summary').first().filter({ hasText: /solicitudes; la mayoría: Completada \(/ }).waitFor();
  await page.getByTestId('range-shown').filter({ hasText: 'Del 01/01/2024 al 12/31/2025' }).waitFor();
  // The scan types' bars, each a scan type of the catalogue, named in Spanish (issue 31).
  await pickOption(page, 'Categoría', 'Tipo de escaneo');
  const scanTypes = page.getByRole('table', { name: 'Datos de Tipo de escaneo' });
  await scanTypes.locator('tbody tr').first().waitFor();
  const names = (await scanTypes.locator('tbody tr td:first-child').allInnerTexts()).map((n) => n.trim());
  const spanish = Object.values(LOOKUP_SPANISH[SCAN_TYPE_KEY]);
  assert.deepEqual(names.filter((n) => !spanish.includes(n)), [], `${names.join(', ')} are scan types in Spanish`);
  const sentence = await page.getByRole('region', { name: 'Tipo de escaneo', exact: true }).getByTestId('chart-summary').innerText();
  assert.ok(sentence.includes(`; la mayoría: ${names[0]} (`), sentence);
  await session.screenshot('dashboards-scan-types-es');
  await pickOption(page, 'Categoría', 'Tiempos');
  await page.getByRole('heading', { name: 'Tiempos de respuesta y de finalización' }).waitFor();
  await session.screenshot('dashboards-statistics-es', undefined, { fullPage: true });
  await page.getByRole('button', { name: new RegExp(`^${TEMPLATE}`) }).click();
  await rowsShown(adhoc.expected);
  // Shared again in Spanish (a new link), and the Stop sharing dialog, then cancelled.
  await page.getByRole('button', { name: `Compartir ${TEMPLATE} y copiar su enlace` }).click();
  await page.getByText(/^Compartida · actualizada el/).waitFor();
  await page.getByRole('button', { name: `Dejar de compartir ${TEMPLATE}` }).click();
  const stop = page.getByRole('dialog', { name: 'Dejar de compartir la plantilla' });
  await stop.getByText('Su enlace no abrirá nada a quien lo tenga').waitFor();
  await session.screenshot('dashboards-template-stop-sharing-es');
  await stop.getByRole('button', { name: 'Cancelar' }).click();
  await stop.waitFor({ state: 'detached' });
  await session.screenshot('dashboards-template-shared-es', undefined, { fullPage: true });
  const xlsx = await download('Filas en Excel');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = book.worksheets[0];
  assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1), await headers());
  assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 3), ['Id', 'Creada']);
  assert.equal(sheet.actualRowCount - 1, adhoc.expected);
  for (const [name, , title] of OTHERS) {
    await session.goto(`/dashboard/${name}?start=${RANGE.startDate}&end=${RANGE.endDate}`);
    await page.getByRole('heading', { name: title, level: 1 }).waitFor();
    await page.getByTestId('chart-summary').first().filter({ hasText: /; la mayoría: / }).waitFor();
    await session.screenshot(`dashboards-${name}-es`);
  }
  await followFirstItem(false);
  await session.setLanguage('en');
});
