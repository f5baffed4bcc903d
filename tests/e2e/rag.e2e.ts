/**
 * RAG ratings and translations end to end (issue 16): a real make, model and year of NHTSA's vPIC data picked by
 * type-ahead; two ratings changed; copied to another year after its preview, then bulk-copied to three more; the
 * entries found in the RAG audit log filtered by type; a service element translated into Spanish with only the
 * edited one sent and saved. Screenshots in English and Spanish; axe on every screen shown.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/admin/rag/maintain-rag-ratings', user: 'admin' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);

const VEHICLE = { make: 'Mazda', model: 'CX-5', year: '2021' };
const RATED = [
  { element: 'Front camera calibration (static)', rating: 'Red' },
  { element: 'Blind spot monitor calibration', rating: 'Amber' },
];

/** Types into a type-ahead and picks the option it offers. */
async function typeAhead(scope: Page | ReturnType<Page['getByRole']>, name: string, value: string): Promise<void> {
  const input = scope.getByRole('combobox', { name, exact: true });
  await input.fill(value);
  await page.getByRole('option', { name: value, exact: true }).click();
}

test('two ratings of a real vehicle are changed, copied to another year, then bulk-copied to three more', async () => {
  await typeAhead(page, 'Make', VEHICLE.make);
  await typeAhead(page, 'Model year', VEHICLE.year);
  await typeAhead(page, 'Model', VEHICLE.model);
  await page.getByRole('table', { name: `Ratings of ${VEHICLE.make} ${VEHICLE.model} ${VEHICLE.year}` }).waitFor();
  await shot('rag-ratings-en');
  // The model year's box as wide as four digits, the make and the model sharing the rest of the row.
  const boxWidth = async (name: string) => (await page.locator('.MuiAutocomplete-root', { has: page.getByRole('combobox', { name, exact: true }) }).boundingBox())?.width ?? 0;
  const [make, year, model] = [await boxWidth('Make'), await boxWidth('Model year'), await boxWidth('Model')];
  assert.ok(year <= 160 && make > 300 && Math.abs(make - model) < 2, `make ${make}, year ${year}, model ${model}`);
  // Each rating offered once: the catalogue's 'Not rated' is the select's no rating.
  await page.getByRole('combobox', { name: `Rating of ${RATED[0].element}` }).click();
  assert.deepEqual((await page.getByRole('listbox').getByRole('option').allInnerTexts()).map((o) => o.trim()), ['Not rated', 'Red', 'Amber', 'Green']);
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });

  for (const { element, rating } of RATED) {
    await pickOption(page, `Rating of ${element}`, rating);
    await page.getByText(`The rating of ${element} was saved.`).first().waitFor();
  }

  // Copy to the next year: the preview first, then the copy.
  await page.getByRole('button', { name: 'Copy to another vehicle' }).click();
  const copy = page.getByRole('dialog', { name: /^Copy the ratings of / });
  await copy.waitFor();
  await typeAhead(copy, 'Model year', '2022');
  await copy.getByRole('button', { name: 'Preview' }).click();
  await copy.getByText(/2 added, 0 changed/).waitFor();
  await shot('rag-copy-preview-en');
  await copy.getByRole('button', { name: 'Copy ratings' }).click();
  await page.getByText(/^The ratings were copied to /).first().waitFor();
  await copy.waitFor({ state: 'detached' });

  // Bulk copy to three earlier years.
  await page.getByRole('button', { name: 'Copy to other years' }).click();
  const bulk = page.getByRole('dialog', { name: /to other years$/ });
  await bulk.waitFor();
  for (const year of ['2018', '2019', '2020']) await bulk.getByRole('checkbox', { name: year, exact: true }).check();
  await bulk.getByRole('button', { name: 'Preview' }).click();
  await bulk.getByRole('table', { name: 'What the copy will change' }).waitFor();
  await shot('rag-bulk-preview-en');
  await bulk.getByRole('button', { name: 'Copy to 3 vehicles' }).click();
  await page.getByText('The ratings were copied to 3 vehicles.').first().waitFor();
  await bulk.waitFor({ state: 'detached' });

  // The copies hold the ratings: the 2019 vehicle shows them.
  await session.goto(`/admin/rag/maintain-rag-ratings?make=${VEHICLE.make}&year=2019&model=${VEHICLE.model}`);
  for (const { element, rating } of RATED) {
    await page.getByRole('combobox', { name: `Rating of ${element}` }).filter({ hasText: rating }).waitFor();
  }

  // By keyboard alone: a dialog opens with the focus in its first input (or on its primary action), Enter confirms, Escape cancels.
  await page.getByRole('button', { name: 'Mark reviewed' }).click();
  const review = page.getByRole('dialog', { name: `Mark ${VEHICLE.make} ${VEHICLE.model} 2019 reviewed` });
  await review.getByRole('textbox', { name: 'Note (optional)' }).and(page.locator(':focus')).waitFor();
  await page.keyboard.type('Checked against the position statement');
  await page.keyboard.press('Enter');
  await page.getByText(`${VEHICLE.make} ${VEHICLE.model} 2019 was marked reviewed.`).first().waitFor();
  await review.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Service elements' }).click();
  const elements = page.getByRole('dialog', { name: 'Service elements' });
  await elements.getByRole('button', { name: 'Close' }).and(page.locator(':focus')).waitFor();
  await elements.getByRole('table').waitFor();
  await shot('rag-elements-en');
  await page.keyboard.press('Escape');
  await elements.waitFor({ state: 'detached' });
});

test('the audit log, filtered by type, shows the changes, the copy and the bulk copy by the user who made them', async () => {
  await session.openList('/admin/rag/auditLog');
  const rows = page.locator('table tbody tr');
  const byType = async (type: string, count: number) => {
    await session.openList('/admin/rag/auditLog');
    await pickOption(page, 'Type', type);
    await rows.first().filter({ hasText: type }).waitFor();
    const texts = await rows.allInnerTexts();
    const mine = texts.filter((t) => t.includes('(admin)') && t.includes(VEHICLE.model));
    assert.ok(mine.length >= count, `${type}: ${mine.length} of ${count} entries by admin for the ${VEHICLE.model}: ${texts.join(' / ')}`);
    return mine;
  };
  const changed = await byType('Rating changed', 2);
  for (const { element } of RATED) assert.ok(changed.some((t) => t.includes(element)));
  await byType('Ratings copied', 1);
  await byType('Ratings bulk copied', 3);
  await shot('rag-audit-en');
});

test('a service element translated into Spanish: only the edited one is sent and saved', async () => {
  await session.goto('/admin/rag/service-element-translation');
  await page.getByRole('table', { name: 'Service elements' }).waitFor();
  await page.getByRole('combobox', { name: 'Language' }).filter({ hasText: /Spanish/ }).waitFor();
  await shot('rag-translation-en');
  const input = page.getByRole('textbox', { name: /^Translation of “Night vision camera calibration/ });
  await input.fill('Calibración de la cámara de visión nocturna');
  await shot('rag-translation-edited-en');
  const sent = page.waitForRequest((r) => r.url().includes('SaveServiceElementTranslations'));
  await page.getByRole('button', { name: 'Save edited (1)' }).click();
  const body = (await sent).postDataJSON() as { items: { id: number; translation: string }[] };
  assert.equal(body.items.length, 1);
  assert.equal(body.items[0].translation, 'Calibración de la cámara de visión nocturna');
  await page.getByText('Translations saved: 1.').waitFor();

  await page.reload();
  await page.getByRole('table', { name: 'Service elements' }).waitFor();
  assert.equal(await page.getByRole('textbox', { name: /^Translation of “Night vision camera calibration/ }).inputValue(), 'Calibración de la cámara de visión nocturna');
});

test('in Spanish: the ratings, the audit log and the translations', async () => {
  await session.setLanguage('es');
  await session.goto(`/admin/rag/maintain-rag-ratings?make=${VEHICLE.make}&year=${VEHICLE.year}&model=${VEHICLE.model}`);
  await page.getByRole('combobox', { name: `Calificación de ${RATED[0].element}` }).waitFor();
  await shot('rag-ratings-es');
  await session.openList('/admin/rag/auditLog');
  await shot('rag-audit-es');
  await session.goto('/admin/translation');
  await page.getByRole('table', { name: 'Secciones de informe' }).waitFor();
  await shot('rag-translation-es');
  await session.setLanguage('en');
});
