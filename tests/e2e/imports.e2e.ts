/**
 * Import end to end (issue 34), in Spanish then in English: a CSV of 25 shops, three of them wrong, uploaded from the
 * business list; its columns matched by their Spanish headers; the dry run's preview shows the three refusals with
 * their reasons in Spanish; applied row by row; the rejected rows downloaded, fixed and imported in turn; the shops
 * found in the list, and the import in the Activity screen by the file's name. Each step's screenshot in both
 * languages; axe on every screen shown (the harness).
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/business', user: 'demo.admin', language: 'es' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);

const HEADER = ['Nombre', 'Id de taller', 'Estado', 'Teléfono', 'Calle', 'Ciudad', 'Estado o provincia', 'País'];
const shop = (n: number) => {
  const id = String(n).padStart(2, '0');
  return [`Taller Importado ${id}`, `IMP-E2E-${id}`, 'Activo', `512555${String(1000 + n)}`, `${100 + n} Congress Ave`, 'Austin', 'TX', 'US'];
};
const rows = Array.from({ length: 25 }, (_, i) => shop(i + 1));
// Three wrong rows: a status that is not one, no name, a shop id over its 20 characters.
rows[4][2] = 'Desconocido';
rows[11][0] = '';
rows[19][1] = 'IMP-E2E-20-DEMASIADO-LARGO';
const csv = (lines: string[][]) => `${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;

/** The step's screenshot at 1280 px, then at a phone's 390 px (the wizard full screen there), then back. */
async function shotAtEachWidth(name: string) {
  await shot(name);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(`${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const wizard = () => page.getByRole('dialog', { name: /^(Importar en|Import into) / });

/** Chooses the file in the wizard's first step and uploads it. */
async function upload(name: string, content: string) {
  await wizard().locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await wizard().getByText(name, { exact: false }).waitFor();
}

test('25 shops in Spanish, three refused with their reasons, applied row by row; the rejected rows fixed and imported', async () => {
  await page.getByRole('button', { name: 'Importar' }).click();
  await wizard().waitFor();
  await shot('import-file-es');
  await upload('talleres.csv', csv([HEADER, ...rows]));
  await wizard().getByRole('button', { name: 'Subir' }).click();
  // The columns matched by their Spanish headers.
  await wizard().getByText('La hoja tiene 25 filas bajo su encabezado.', { exact: false }).waitFor();
  await page.getByRole('radio', { name: 'Añadir o actualizar' }).check();
  await shot('import-columns-es');
  await wizard().getByRole('button', { name: 'Comprobar' }).click();
  const refused = wizard().getByRole('button', { name: /^Rechazada/ });
  await refused.waitFor();
  await refused.click();
  const table = wizard().getByRole('table', { name: 'Las filas del archivo' });
  // Filtered to the refused rows: the fourth row gone (the whole file's 25 are shown until the filter applies).
  await table.locator('tbody tr').nth(2).waitFor();
  await table.locator('tbody tr').nth(3).waitFor({ state: 'detached' });
  const reasons = await table.locator('tbody tr').allInnerTexts();
  assert.equal(reasons.length, 3, reasons.join('\n'));
  assert.match(reasons[0], /^6\s+Rechazada\s+Estado: «Desconocido» no es una de sus opciones/);
  assert.match(reasons[1], /^13\s+Rechazada\s+Nombre/);
  assert.match(reasons[2], /^21\s+Rechazada\s+Id de taller/);
  await shot('import-check-es');
  await wizard().getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('radio', { name: 'Fila a fila (conservar las filas correctas)' }).check();
  await wizard().getByRole('button', { name: 'Aplicar', exact: true }).click();
  await wizard().getByText('La importación ha terminado.').waitFor();
  await shot('import-apply-es');
  const [download] = await Promise.all([page.waitForEvent('download'), wizard().getByRole('button', { name: 'Descargar filas rechazadas' }).click()]);
  const rejected = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  assert.equal(rejected.length, 4, rejected.join('\n'));
  assert.equal(rejected[0], [...HEADER, 'Motivo'].join(','));
  await wizard().getByRole('button', { name: 'Cerrar' }).click();
  await wizard().waitFor({ state: 'detached' });

  // In English: the three rows fixed (their reason column left in: no field matches it) and imported.
  await session.setLanguage('en');
  const fixed = rejected.slice(1).map((line) => line.split(','));
  fixed[0][2] = 'Active';
  fixed[1][0] = 'Taller Importado 12';
  fixed[2][1] = 'IMP-E2E-20';
  await page.getByRole('button', { name: 'Import' }).click();
  await shot('import-file-en');
  await upload('talleres-rejected.csv', csv([rejected[0].split(','), ...fixed]));
  await wizard().getByRole('button', { name: 'Upload' }).click();
  await wizard().getByText('The sheet has 3 rows under its header.', { exact: false }).waitFor();
  await shotAtEachWidth('import-columns-en');
  await wizard().getByRole('button', { name: 'Check' }).click();
  await wizard().getByRole('button', { name: /^To insert/ }).waitFor();
  await shotAtEachWidth('import-check-en');
  await wizard().getByRole('button', { name: 'Next' }).click();
  await wizard().getByRole('button', { name: 'Apply', exact: true }).click();
  await wizard().getByText('The import is done.').waitFor();
  await shot('import-apply-en');
  await wizard().getByRole('button', { name: 'Close' }).click();
  await wizard().waitFor({ state: 'detached' });
});

test('the imported shops are in the list, and the import in the Activity screen by its file', async () => {
  await session.setLanguage('en');
  await session.goto('/business');
  await page.getByRole('textbox', { name: 'Search' }).fill('Taller Importado');
  await page.waitForFunction(() => /of 25$/.test(document.querySelector('.MuiTablePagination-displayedRows')?.textContent ?? ''));
  await page.getByRole('link', { name: 'Taller Importado 05' }).waitFor();
  await session.goto('/admin/activity');
  await page.locator('table tbody tr').first().waitFor();
  await pickOption(page, 'User', 'Dana Diaz (demo.admin)');
  await page.locator('table tbody tr', { hasText: 'talleres-rejected.csv' }).first().waitFor();
  assert.ok((await page.locator('table tbody tr', { hasText: 'talleres.csv' }).count()) >= 5);
  await shot('import-activity-en');
});
