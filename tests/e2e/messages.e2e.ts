/**
 * The messages area end to end (issue 5): pre-canned messages edited and
 * reordered (by keyboard and by drag), saved and still in that order after a
 * reload; calibration recommendations filtered by make; the calibration
 * homepage message edited in Spanish with English left unchanged; script
 * payloads saved in both texts that never run. Screens in English and Spanish.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consoleSession } from './harness';

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const SEEDED = {
  assigned: 'A technician has been assigned and will connect to your vehicle shortly.',
  ignition: 'Please make sure the ignition is on and the scan tool is connected to the OBD port.',
  complete: 'The scan is complete. Your report will arrive by email within a few minutes.',
  level: 'We need the vehicle on a level surface with a full tank and no cargo before calibrating.',
  vin: 'Please confirm the VIN shown on the dashboard matches the one on the request.',
};
const EDITED = 'The scan is complete. The report is in your inbox and on the request page.';

const session = consoleSession({ path: '/admin/message', user: 'admin' });
const { page } = session;
const shot = (name: string) => session.screenshot(name);

const messages = () => page.getByRole('textbox', { name: 'Message' });
const texts = () => messages().evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const handle = (text: string) => page.getByRole('button', { name: `Move ${text}, now at`, exact: false });
const ranScript = () => page.evaluate(() => (window as { __xss?: unknown }).__xss);

async function saved(): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Saved successfully!').waitFor();
  await page.getByText('Saved successfully!').waitFor({ state: 'detached' });
}

describe('pre-canned messages', () => {
  test('are edited, reordered by keyboard and by drag, saved, and keep their order after a reload', async () => {
    await messages().first().waitFor();
    assert.deepEqual((await texts()).slice(0, 5), Object.values(SEEDED));
    await shot('messages-en');

    // Keyboard: Alt+Down on the first row's handle moves it below the second, and announces it.
    await handle(SEEDED.assigned).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.getByRole('status').filter({ hasText: `${SEEDED.assigned} moved to position 2 of 8.` }).waitFor();
    assert.equal(await handle(SEEDED.assigned).evaluate((el) => el === document.activeElement), true);
    // Drag: the VIN message dropped on the first row.
    await handle(SEEDED.vin).dragTo(page.locator('tbody tr').first());
    const order = [SEEDED.vin, SEEDED.ignition, SEEDED.assigned, SEEDED.complete, SEEDED.level];
    assert.deepEqual((await texts()).slice(0, 5), order);
    await messages().nth(3).fill(EDITED);
    await page.getByText('5 unsaved changes').waitFor();
    await shot('messages-reordered-en');
    await saved();

    await page.reload();
    await messages().first().waitFor();
    assert.deepEqual((await texts()).slice(0, 5), [SEEDED.vin, SEEDED.ignition, SEEDED.assigned, EDITED, SEEDED.level]);
  });

  test('keep a script payload as text: saved, shown after a reload, never run', async () => {
    await page.getByRole('button', { name: 'Add' }).click();
    await messages().last().fill(XSS);
    await shot('messages-editing-en');
    await saved();
    await page.reload();
    await messages().last().waitFor();
    assert.equal((await texts()).at(-1), XSS);
    assert.equal(await ranScript(), undefined);
  });
});

describe('calibration recommendations', () => {
  test('are filtered by make, and a new one takes the make filtered by', async () => {
    await page.goto(`${session.url}/admin/calibrate`);
    const nicknames = () => page.getByRole('textbox', { name: 'Nickname' }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    await page.getByRole('textbox', { name: 'Nickname' }).first().waitFor();
    assert.ok((await nicknames()).length >= 12);
    await shot('calibrate-en');
    await page.getByRole('combobox', { name: 'Vehicle make' }).first().click();
    await page.getByRole('option', { name: 'Toyota', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('input[aria-label="Nickname"]').length === 2);
    assert.deepEqual(await nicknames(), ['Front radar', 'Windshield camera']);
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Nickname' }).first().fill('Rear cross-traffic radar');
    await page.getByRole('textbox', { name: 'Recommendation' }).first().fill('Align both rear corner radars after a rear bumper repair.');
    await shot('calibrate-editing-en');
    await saved();
    await page.waitForFunction(() => document.querySelectorAll('input[aria-label="Nickname"]').length === 3);
    assert.deepEqual(await nicknames(), ['Front radar', 'Rear cross-traffic radar', 'Windshield camera']);
    await shot('calibrate-filtered-en');
  });
});

describe('the calibration homepage message', () => {
  const editor = (language: string) => page.getByRole('region', { name: language });
  const text = (language: string) => editor(language).getByRole('textbox').inputValue();
  const SPANISH = '<p><strong>Nuevo horario de calibración:</strong> de lunes a sábado, de 7:00 a 19:00.</p>';

  test('is edited in Spanish and saved, leaving the English one unchanged', async () => {
    await page.goto(`${session.url}/admin/calibration-homepage-message`);
    await page.getByTestId('preview-es').getByText('Bienvenido a los servicios de calibración.').waitFor();
    const english = await text('English');
    assert.match(english, /Welcome to calibration services/);
    await shot('homepage-message-en');
    await editor('Spanish').getByRole('textbox').fill(SPANISH);
    // The preview shows the text as users will see it, before it is saved.
    await page.getByTestId('preview-es').locator('strong', { hasText: 'Nuevo horario de calibración:' }).waitFor();
    await editor('Spanish').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.reload();
    await editor('Spanish').getByRole('textbox').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid=preview-es]')?.textContent?.includes('Nuevo horario'));
    assert.equal(await text('Spanish'), SPANISH);
    assert.equal(await text('English'), english);
  });

  test('is hidden and shown with its switch', async () => {
    const shown = page.getByRole('switch', { name: 'Shown to users' });
    assert.equal(await shown.isChecked(), true);
    await shown.click();
    await page.getByText('Hidden: users see no message while it is switched off.').first().waitFor();
    await page.reload();
    await page.getByText('Hidden: users see no message while it is switched off.').first().waitFor();
    await page.getByRole('switch', { name: 'Shown to users' }).click();
    await page.getByText('Hidden: users see no message while it is switched off.').first().waitFor({ state: 'detached' });
  });

  test('never runs a script payload, in the preview or after saving it', async () => {
    await editor('English').getByRole('textbox').fill(`<p>Hello</p>${XSS}`);
    await page.getByTestId('preview-en').getByText('Hello').waitFor();
    assert.equal(await ranScript(), undefined);
    await editor('English').getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.reload();
    await page.getByTestId('preview-en').getByText('Hello').waitFor();
    const html = await page.getByTestId('preview-en').innerHTML();
    assert.doesNotMatch(html, /onerror|<script/i);
    assert.equal(await ranScript(), undefined);
  });
});

describe('the messages screens in Spanish', () => {
  test('show their labels in Spanish', async () => {
    await page.goto(`${session.url}/admin/message`);
    await session.setLanguage('es');
    await page.getByRole('columnheader', { name: 'Orden' }).waitFor();
    await page.getByRole('textbox', { name: 'Mensaje' }).first().waitFor();
    await shot('messages-es');
    await page.goto(`${session.url}/admin/calibrate`);
    await page.getByRole('columnheader', { name: 'Marca del vehículo' }).waitFor();
    await page.getByRole('textbox', { name: 'Alias' }).first().waitFor();
    await shot('calibrate-es');
    await page.goto(`${session.url}/admin/calibration-homepage-message`);
    await page.getByTestId('preview-es').getByText('Nuevo horario de calibración:').waitFor();
    await page.getByRole('switch', { name: 'Visible para los usuarios' }).waitFor();
    await shot('homepage-message-es');
    await session.setLanguage('en');
  });
});
