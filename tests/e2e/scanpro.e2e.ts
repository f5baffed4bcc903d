/**
 * Scan-pro end to end (issue 17): the wizard starts at step 1; a business is picked by type-ahead and its checklist
 * edited (saved when moving on); a bad VIN shows its reason and no submodels; a real VIN (a Honda Civic 2020) is
 * decoded and a submodel chosen; the answers given; back to step 1 and forward again (the furthest visited step
 * kept); Save (step 99) stays on the step; the recommendation shown with its RAG ratings and saved. Screenshots
 * of each step in English and Spanish; axe on each.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/admin/scanpro', user: 'admin' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);
const stepShown = (n: number) => page.locator(`section[data-step="${n}"]`).waitFor();
const stepButton = (name: string) => page.getByRole('tab', { name: new RegExp(name) });

test('the wizard walks a real VIN from the criteria to a saved recommendation', async () => {
  await stepShown(1);
  assert.equal(await stepButton('Recommendation').isDisabled(), true);
  const picker = page.getByRole('combobox', { name: 'Business' });
  await picker.fill('a');
  await page.getByRole('option').first().click();
  await page.getByText(/uses the corporate configuration \(business 49\)/).waitFor();
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByRole('textbox', { name: 'Item 5' }).fill('Wheel alignment printout attached');
  await shot('scanpro-1-criteria-en');
  // Moving on saves the edited configuration first: the business now has its own.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Configuration saved.').first().waitFor();
  await stepShown(2);

  // A bad VIN (corgi's README example: its check digit does not match) shows why, and no submodels.
  const vin = page.getByRole('textbox', { name: 'VIN' });
  await vin.fill('1HGCM82633A123456');
  await page.getByRole('button', { name: 'Decode' }).click();
  await page.getByTestId('decode-errors').getByText('The check digit (position 9) does not match the VIN.').waitFor();
  assert.equal(await page.getByRole('radio').count(), 0);
  await shot('scanpro-2-bad-vin-en');

  await vin.fill('2HGFC2F50LH500001');
  await page.getByRole('button', { name: 'Decode' }).click();
  await page.getByRole('heading', { name: '2020 Honda Civic' }).waitFor();
  assert.equal(await stepButton('Recommendation').isDisabled(), true);
  await page.getByRole('radio', { name: 'LX', exact: true }).check();
  await shot('scanpro-2-vehicle-en');
  await page.getByRole('button', { name: 'Next' }).click();
  await stepShown(3);

  await page.getByRole('radiogroup', { name: 'ADAS equipped' }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('checkbox', { name: 'Front', exact: true }).check();
  for (const box of await page.getByRole('checkbox', { name: /\(required\)$/ }).all()) await box.check();
  await shot('scanpro-3-answers-en');

  // The submodel chosen unlocks the recommendation, the step after this one.
  assert.equal(await stepButton('Recommendation').isDisabled(), false);
  // Back to step 1, and forward again by the stepper: the furthest step (3) stays reachable, not the unvisited 4.
  await stepButton('Business and criteria').click();
  await stepShown(1);
  assert.equal(await stepButton('Answers and checklist').isDisabled(), false);
  assert.equal(await stepButton('Recommendation').isDisabled(), true);
  await stepButton('Answers and checklist').click();
  await stepShown(3);
  assert.equal(await page.getByRole('checkbox', { name: 'Front', exact: true }).isChecked(), true);

  // Save (step 99) saves without moving.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Nothing changed.').first().waitFor();
  await stepShown(3);

  await page.getByRole('button', { name: 'Next' }).click();
  await stepShown(4);
  const table = page.getByRole('table', { name: 'Recommendation' });
  await table.getByRole('row', { name: /Front radar calibration/ }).waitFor();
  const radar = await table.getByRole('row', { name: /Front radar calibration/ }).innerText();
  assert.match(radar, /Calibration/);
  assert.match(radar, /Damage area: Front/);
  assert.match(radar, /Red|Amber|Green/);
  await page.getByRole('button', { name: 'Save the result' }).click();
  const saved = await page.getByTestId('scanpro-saved').innerText();
  assert.match(saved, /^Result \d+ saved on \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d ?[ap]m\.$/);
  await shot('scanpro-4-recommendation-en');
});

test('the same steps read in Spanish', async () => {
  await session.setLanguage('es');
  await page.getByRole('button', { name: 'Guardar el resultado' }).waitFor();
  await shot('scanpro-4-recommendation-es');
  for (const [name, n] of [
    ['Negocio y criterios', 1],
    ['Vehículo', 2],
    ['Respuestas y lista de control', 3],
  ] as const) {
    await stepButton(name).click();
    await stepShown(n);
    await shot(`scanpro-${n}-es`);
  }
  await stepButton('Vehículo').click();
  await page.getByRole('textbox', { name: 'VIN' }).fill('KM8K2CAB4PU00114O');
  await page.getByRole('button', { name: 'Decodificar' }).click();
  await page.getByTestId('decode-errors').getByText('Un VIN solo tiene letras y dígitos, nunca I, O ni Q.').waitFor();
  assert.equal(await stepButton('Recomendación').isDisabled(), true);
  await shot('scanpro-2-bad-vin-es');
  await session.setLanguage('en');
});
