/**
 * The change history end to end (issue 33): a shop's billing and promotion changed, both seen in the business's
 * History panel with their labels and values as staff read them, in English and Spanish; the billing change put
 * back (confirmed, the newest entry then, the field back on its tab); all three found on the Activity screen
 * filtered by the user who made them, and exported. Rows of the inline-edited catalogues, a service element's
 * and a translation's, show and put back their own history.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/admin/activity', user: 'demo.admin' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);

const drawer = () => page.getByRole('dialog', { name: /^(History|Historial)$/ });
const entries = () => drawer().getByTestId('history-entry');
let businessUrl = '';
let amountBefore = '';

describe('a business’s history', () => {
  test('is opened from the demo’s past on the Activity screen, its last change in its header', async () => {
    // The demo's past (server/modules/history/seed.ts): staff changed a few businesses over the last months.
    const row = page.locator('table tbody tr', { hasText: 'Ada Admin' }).filter({ hasText: 'Business' }).first();
    await row.waitFor();
    await screenshot('activity-demo-en');
    await row.getByRole('link').click();
    await page.waitForURL(/\/business\/update\/\d+$/);
    businessUrl = new URL(page.url()).pathname;
    await page.getByTestId('last-changed').filter({ hasText: /^Last changed by Ada Admin \(admin\) on \d\d\/\d\d\/\d{4}/ }).waitFor();
  });

  test('shows the billing and promotion just changed, newest first, with labels and values as shown on the tabs', async () => {
    await page.getByRole('tab', { name: 'Billing' }).click();
    let panel = page.getByRole('tabpanel', { name: 'Billing' });
    const amount = panel.getByRole('textbox', { name: 'Amount per period' });
    await amount.waitFor();
    amountBefore = await amount.inputValue();
    await amount.fill('4321.5');
    await panel.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Saved successfully!').first().waitFor();

    await page.getByRole('tab', { name: 'Promotion' }).click();
    panel = page.getByRole('tabpanel', { name: 'Promotion' });
    await panel.getByRole('spinbutton', { name: 'Number of scans' }).fill('42');
    await panel.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').first().waitFor();
    // The header's line follows the saves.
    await page.getByTestId('last-changed').filter({ hasText: 'Last changed by Dana Diaz (demo.admin)' }).waitFor();

    await page.getByRole('button', { name: 'History' }).click();
    await entries().first().waitFor();
    const newest = entries().nth(0);
    await newest.getByText('Promotion', { exact: true }).waitFor();
    await newest.getByText('Number of scans').waitFor();
    assert.match(await newest.getByTestId('change-numberOfScans').innerText(), /→\s*42$/);
    const billing = entries().nth(1);
    await billing.getByText('Billing', { exact: true }).waitFor();
    await billing.getByText('Amount per period').waitFor();
    // Money as money, in the billing's currency or the default.
    assert.match(await billing.getByTestId('change-periodAmount').innerText(), /→\s*\$4,321\.50$/);
    await billing.getByRole('link', { name: 'Dana Diaz (demo.admin)' }).waitFor();
    await screenshot('history-panel-en');
  });

  test('compares an entry with now, and puts the billing change back after confirming it', async () => {
    const billing = entries().nth(1);
    await billing.getByRole('button', { name: 'Compare with now' }).click();
    await billing.getByTestId('compare-with-now').getByText('The record is as it was then.').waitFor();
    await billing.getByRole('button', { name: 'Revert…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Put these fields back?' });
    await confirm.getByText('Amount per period').waitFor();
    await screenshot('history-revert-en');
    await confirm.getByRole('button', { name: 'Put back' }).click();
    await page.getByText('The fields were put back.').waitFor();
    await confirm.waitFor({ state: 'detached' });
    // The revert is the newest entry, by the same user; the entry it put back stays.
    const newest = entries().nth(0);
    await newest.getByText('Billing', { exact: true }).waitFor();
    assert.match(await newest.getByTestId('change-periodAmount').innerText(), /^\$4,321\.50\s*→/);
    assert.equal(await entries().filter({ hasText: 'Number of scans' }).count(), 1);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Billing' }).click();
    const amount = page.getByRole('tabpanel', { name: 'Billing' }).getByRole('textbox', { name: 'Amount per period' });
    await page.waitForFunction(
      ([expected]) => (document.querySelector('[role=tabpanel] input[name="periodAmount"]') as HTMLInputElement | null)?.value === expected,
      [amountBefore],
    );
    assert.equal(await amount.inputValue(), amountBefore);
  });

  test('reads in Spanish', async () => {
    await session.setLanguage('es');
    await page.getByRole('button', { name: 'Historial' }).click();
    await entries().first().waitFor();
    await drawer().getByText('Importe por periodo').first().waitFor();
    await drawer().getByText('Número de escaneos').waitFor();
    await drawer().getByText('Facturación', { exact: true }).first().waitFor();
    await screenshot('history-panel-es');
    await page.keyboard.press('Escape');
    await session.setLanguage('en');
  });
});

describe('the Activity screen', () => {
  test('finds the three changes by the user who made them, links to the record, and exports them', async () => {
    await session.goto('/admin/activity');
    await page.locator('table tbody tr').first().waitFor();
    await pickOption(page, 'User', 'Dana Diaz (demo.admin)');
    const rows = page.locator('table tbody tr');
    // Filtered: every row is hers (the demo's past holds Ada Admin's changes too).
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('table tbody tr')];
      return shown.length >= 3 && shown.every((row) => row.textContent?.includes('Dana Diaz (demo.admin)'));
    });
    const texts = await rows.allInnerTexts();
    assert.match(texts[0], /Billing/);
    assert.match(texts[1], /Promotion/);
    assert.match(texts[2], /Billing/);
    await screenshot('activity-en');

    // Streamed by the server (History/ActivityExport) with the list's filter, under the console's translated header.
    const [download, asked] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest(/\/History\/ActivityExport\?/),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    assert.match(asked.url(), /userId=\d+/);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    assert.match(lines[0], /When.*Who/);
    assert.ok(lines.length >= 4, csv);
    assert.deepEqual(lines.slice(1).filter((l) => !/Dana Diaz/.test(l)), [], csv);
    assert.match(lines[1], /Amount per period/);

    await rows.first().getByRole('link').click();
    await page.waitForURL(`**${businessUrl}`);
  });

  test('reads in Spanish', async () => {
    await session.setLanguage('es');
    await session.goto('/admin/activity');
    await page.getByRole('columnheader', { name: 'Tipo de registro' }).waitFor();
    await page.locator('table tbody tr').first().waitFor();
    await screenshot('activity-es');
  });
});

describe('a catalogue row’s history', () => {
  test('shows a make renamed in place, from the row’s History button', async () => {
    await session.setLanguage('en');
    await session.goto('/admin/makes');
    const make = page.locator('input[value="Acura"]');
    await make.waitFor();
    await make.fill('Acura Motors');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved successfully!').first().waitFor();
    const row = page.locator('tr', { has: page.locator('input[value="Acura Motors"]') });
    await row.getByRole('button', { name: 'History' }).click();
    await entries().first().waitFor();
    assert.match(await entries().first().getByTestId('change-make').innerText(), /^Acura\s*→\s*Acura Motors$/);
    await entries().first().getByText('Make', { exact: true }).waitFor();
    await screenshot('history-row-en');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
  });

  test('puts a service element’s name back, naming the group it leaves to its own form', async () => {
    await session.goto('/admin/rag/maintain-rag-ratings?make=Mazda&year=2021&model=CX-5');
    await page.getByRole('button', { name: 'Service elements' }).click();
    const elements = page.getByRole('dialog', { name: 'Service elements' });
    // A new element, renamed and moved to another group: the history keeps its group by name, which its save takes by id.
    await elements.getByRole('button', { name: 'Add service element' }).click();
    let form = page.getByRole('dialog', { name: 'Add service element' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Trailer camera aim');
    await pickOption(page, 'Group', 'Diagnostics', { scope: form });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await elements.getByRole('button', { name: 'Edit Trailer camera aim' }).click();
    form = page.getByRole('dialog', { name: 'Edit Trailer camera aim' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Trailer camera aiming');
    await pickOption(page, 'Group', 'Programming', { scope: form });
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await elements.getByRole('row', { name: /^Trailer camera aiming/ }).getByRole('button', { name: 'History' }).click();
    const edit = entries().first();
    assert.match(await edit.getByTestId('change-name').innerText(), /^Trailer camera aim\s*→\s*Trailer camera aiming$/);
    assert.match(await edit.getByTestId('change-serviceElementGroupName').innerText(), /^Diagnostics\s*→\s*Programming$/);
    await edit.getByRole('button', { name: 'Revert…' }).click();
    let confirm = page.getByRole('dialog', { name: 'Put these fields back?' });
    await confirm.getByText('Not put back here (its own screen changes it): Group.').waitFor();
    // The name alone goes back: the group is named, not offered.
    assert.match(await confirm.getByTestId('change-name').innerText(), /Trailer camera aiming\s*→\s*Trailer camera aim$/);
    assert.equal(await confirm.getByTestId('change-serviceElementGroupName').count(), 0);
    await screenshot('history-revert-kept-en');
    for (const dialog of [confirm, drawer(), elements]) {
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    // In Spanish, put back: the name alone.
    await session.setLanguage('es');
    await page.getByRole('button', { name: 'Elementos de servicio' }).click();
    const elementos = page.getByRole('dialog', { name: 'Elementos de servicio' });
    await elementos.getByRole('row', { name: /^Trailer camera aiming/ }).getByRole('button', { name: 'Historial' }).click();
    await entries().first().getByRole('button', { name: 'Deshacer…' }).click();
    confirm = page.getByRole('dialog', { name: '¿Devolver estos campos a su valor anterior?' });
    await confirm.getByText('No se restablece aquí (se cambia en su propia pantalla): Grupo.').waitFor();
    await screenshot('history-revert-kept-es');
    await confirm.getByRole('button', { name: 'Deshacer', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    // The name back, the group where it was moved.
    await elementos.getByRole('row', { name: /^Trailer camera aim Programming/ }).waitFor();
    await page.keyboard.press('Escape');
    await elementos.waitFor({ state: 'detached' });
    await session.setLanguage('en');
  });

  test('puts a translation back from its row’s History button, in the table it was typed in', async () => {
    await session.goto('/admin/rag/service-element-translation?language=es');
    const input = page.getByRole('textbox', { name: /^Translation of “Yaw rate sensor calibration/ });
    const save = async (text: string) => {
      await input.fill(text);
      await page.getByRole('button', { name: 'Save edited (1)' }).click();
      await page.getByText('Translations saved: 1.').first().waitFor();
      await page.getByRole('button', { name: 'Save edited (0)' }).waitFor();
    };
    await save('Calibración del sensor de guiñada');
    await save('Calibración del sensor de viraje');
    await page.locator('tr', { has: input }).getByRole('button', { name: 'History' }).click();
    const change = entries().first();
    assert.match(await change.getByTestId('change-translation').innerText(), /^Calibración del sensor de guiñada\s*→\s*Calibración del sensor de viraje$/);
    await change.getByText('Typed in the console').first().waitFor();
    await screenshot('history-translation-en');
    await change.getByRole('button', { name: 'Revert…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Put these fields back?' });
    assert.match(await confirm.getByTestId('change-translation').innerText(), /viraje\s*→\s*Calibración del sensor de guiñada$/);
    await confirm.getByRole('button', { name: 'Put back' }).click();
    await page.getByText('The fields were put back.').first().waitFor();
    await confirm.waitFor({ state: 'detached' });
    // The revert is the newest entry once the panel has read the history again.
    await entries().first().getByTestId('change-translation').filter({ hasText: /viraje\s*→\s*Calibración del sensor de guiñada$/ }).waitFor();
    assert.equal(await entries().count(), 3);
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'detached' });
    // The table read again: the text put back is the one shown and saved.
    await page.waitForFunction(() => [...document.querySelectorAll('input')].some((i) => i.value === 'Calibración del sensor de guiñada'));
    assert.equal(await input.inputValue(), 'Calibración del sensor de guiñada');
  });
});

