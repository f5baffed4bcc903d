/**
 * Opening hours end to end (issue 15): Monday's hours set in the dialog by keyboard (Tab, Enter, Escape), closing
 * before opening refused with the spec's message before anything is sent; a holiday added, the same date refused
 * ('The selected date has already been scheduled.', by the server's constraint), then deleted after the spec's
 * confirmation; the three changes found in the audit log with the user who made them, told in words. Then the
 * same screens in Spanish. Screenshots of each screen and dialog in both languages; axe on every one.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/admin/openinghours/opening-hours', user: 'admin' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);

// A date no tenant's demo data schedules.
const HOLIDAY = { iso: '2027-09-14', shown: '09/14/2027', name: 'Staff training day' };

const isFocused = (locator: ReturnType<typeof page.getByRole>) => locator.evaluate((el) => el === document.activeElement);

async function savedAlert(text = 'Saved successfully!'): Promise<void> {
  await page.getByText(text).first().waitFor();
}

test('Monday’s hours are set by keyboard in the dialog, closing before opening refused with the spec’s message', async () => {
  await page.getByRole('tab', { name: 'Standard Opening Hours' }).waitFor();
  await page.getByRole('button', { name: 'Edit Monday' }).waitFor();
  await shot('opening-hours-en');

  // Enter opens the dialog; Escape closes it and gives the focus back to the button that opened it.
  const edit = page.getByRole('button', { name: 'Edit Monday' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Opening hours: Monday' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await isFocused(edit), true);

  await page.keyboard.press('Enter');
  await dialog.waitFor();
  const opening = dialog.getByLabel('Opening time');
  const closing = dialog.getByLabel('Closing time');
  // The dialog's first input has the focus; Tab goes on to the next (through the time's hour, minute and am/pm).
  assert.equal(await opening.evaluate((el) => el === document.activeElement), true);
  await opening.fill('09:30');
  for (let i = 0; i < 4 && !(await closing.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  assert.equal(await closing.evaluate((el) => el === document.activeElement), true);
  await closing.fill('08:00');
  await page.keyboard.press('Enter');
  await dialog.getByText('Opening time must be earlier than closing time.').waitFor();
  await shot('opening-hours-dialog-refused-en');

  await closing.fill('17:30');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  await savedAlert();
  await page.getByRole('row', { name: /Monday/ }).filter({ hasText: '09:30' }).filter({ hasText: '17:30' }).waitFor();
});

test('a holiday is added, the same date refused, then deleted after the confirmation', async () => {
  await page.getByRole('tab', { name: 'Public Holiday Opening Hours' }).click();
  await page.getByRole('button', { name: 'Add holiday' }).waitFor();
  await shot('opening-hours-holidays-en');

  const add = async () => {
    await page.getByRole('button', { name: 'Add holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add holiday' });
    await dialog.waitFor();
    await dialog.getByLabel('Date').fill(HOLIDAY.iso);
    await dialog.getByLabel('Name').fill(HOLIDAY.name);
    // Both times left empty: closed all day.
    await dialog.getByLabel('Name').press('Enter');
    return dialog;
  };

  const first = await add();
  await first.waitFor({ state: 'detached' });
  await savedAlert();
  const row = page.getByRole('row', { name: new RegExp(HOLIDAY.name) });
  await row.filter({ hasText: HOLIDAY.shown }).filter({ hasText: 'Closed all day' }).waitFor();

  session.expectFailedCall(/openingHours\/InsertHolidayOpeningHours/, 409);
  const again = await add();
  await again.getByText('The selected date has already been scheduled.').waitFor();
  // What was typed is kept.
  assert.equal(await again.getByLabel('Name').inputValue(), HOLIDAY.name);
  await shot('opening-hours-holiday-duplicate-en');
  await page.keyboard.press('Escape');
  await again.waitFor({ state: 'detached' });
  assert.equal(await row.count(), 1);

  await page.getByRole('button', { name: `Delete ${HOLIDAY.shown}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${HOLIDAY.shown} ${HOLIDAY.name}` });
  await confirm.getByText('Are you sure you want to delete this scheduled holiday?').waitFor();
  await shot('opening-hours-holiday-delete-en');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });
});

test('the audit log shows the three changes, newest first, with the user who made them, in words', async () => {
  await session.openList('/admin/openinghours/auditLog');
  const rows = page.locator('table tbody tr');
  const cells = async (i: number) => (await rows.nth(i).locator('td').allInnerTexts()).join(' | ');
  await rows.nth(2).waitFor();
  const [deleted, added, monday] = [await cells(0), await cells(1), await cells(2)];
  for (const row of [deleted, added, monday]) assert.match(row, /\badmin\b/);
  assert.match(deleted, /Holiday deleted/);
  assert.match(deleted, new RegExp(HOLIDAY.name));
  assert.match(added, /Holiday added/);
  assert.match(added, new RegExp(HOLIDAY.shown));
  assert.match(monday, /Standard hours/);
  assert.match(monday, /Monday/);
  assert.match(monday, /09:30/);
  assert.match(monday, /17:30/);
  assert.match(monday, /→/);
  await shot('opening-hours-audit-en');

  // On a narrow window the rows, with nothing to focus, scroll sideways: the keyboard reaches the scroll. (From
  // 900 px up long texts are cut to fit the card, so the table scrolls below that.)
  await page.setViewportSize({ width: 800, height: 800 });
  const box = page.getByRole('region', { name: 'Out-of-hours audit log' });
  await box.waitFor();
  await box.focus();
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => (document.querySelector('.RaDataTable-tableWrapper')?.scrollLeft ?? 0) > 0);
  await session.audit('opening-hours-audit-narrow');
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('in Spanish: the screens, the dialog’s message, the confirmation and the audit log', async () => {
  await session.setLanguage('es');
  await session.goto('/admin/openinghours/opening-hours');
  await page.getByRole('tab', { name: 'Horario de apertura estándar' }).waitFor();
  await page.getByRole('button', { name: 'Editar Lunes' }).waitFor();
  await shot('opening-hours-es');

  await page.getByRole('button', { name: 'Editar Lunes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Horario de apertura: Lunes' });
  await dialog.waitFor();
  await dialog.getByLabel('Hora de cierre').fill('');
  await page.keyboard.press('Enter');
  await dialog.getByText('Las horas de apertura y de cierre deben indicarse ambas o dejarse ambas vacías.').waitFor();
  await shot('opening-hours-dialog-refused-es');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: 'Horario de apertura en días festivos' }).click();
  await page.getByRole('button', { name: 'Añadir festivo' }).waitFor();
  await shot('opening-hours-holidays-es');
  await page.getByRole('button', { name: /^Eliminar / }).first().click();
  const confirm = page.getByRole('dialog');
  await confirm.getByText('¿Está seguro de que desea eliminar este festivo programado?').waitFor();
  await shot('opening-hours-holiday-delete-es');
  await page.keyboard.press('Escape');
  await confirm.waitFor({ state: 'detached' });

  await session.openList('/admin/openinghours/auditLog');
  const first = page.locator('table tbody tr').first();
  await first.filter({ hasText: 'Festivo eliminado' }).waitFor();
  await page.locator('table tbody tr').nth(2).filter({ hasText: 'Lunes' }).waitFor();
  await shot('opening-hours-audit-es');
  await session.setLanguage('en');
});
