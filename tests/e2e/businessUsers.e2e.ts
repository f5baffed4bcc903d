/**
 * A business's User List end to end (spec §3 Business user, §4, §8): the list read at 1440, 1280 and 390 px in
 * English and Spanish; Add opening the user's form with the focus in its first field; a new user with a login,
 * refused while its email is another user's, then saved; an edit; a save where one user fails, named with its
 * message in both languages; the password shown and hidden as it is typed, and reset from the row and the form.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { consoleSession, pickOption } from './harness';

const session = consoleSession({ path: '/business/update/1', user: 'admin' });
const { page } = session;

const NEW = { first: 'Quinn', last: 'Zephyr', email: 'quinn.zephyr@e2e.example', username: 'quinn.zephyr', password: 'Calibrate-Bay-42-Lift' };
const NEW_NAME = `${NEW.first} ${NEW.last}`;

const panel = () => page.getByRole('tabpanel', { name: /^(User List|Usuarios)$/ });
const table = () => panel().getByRole('table');
const dialog = () => page.getByRole('dialog');
const row = (name: string) => table().locator('tbody tr', { has: page.getByRole('button', { name, exact: true }) });
/** Shows the tab and waits for its rows (a language switch renders the page anew, on its first tab). */
async function openTab() {
  await page.getByRole('tab', { name: /^(User List|Usuarios)$/ }).click();
  await table().locator('tbody tr').first().waitFor();
}
/** The list's own Save (the form has one too). */
const saveList = () => panel().getByRole('button', { name: /^(Save|Guardar)$/ });

/** The table's width and the width of the box it scrolls in, and where the last row action ends. */
const widths = () =>
  table().evaluate((t) => {
    const actions = [...t.querySelectorAll('tbody tr td:last-child button')].map((b) => b.getBoundingClientRect().right);
    return { table: t.scrollWidth, box: (t.parentElement as HTMLElement).clientWidth, lastAction: Math.max(0, ...actions), viewport: document.documentElement.clientWidth };
  });

/** Screenshots of the list, or of the open form, at each width in the language shown; at 1280 and up the list fits its card. */
async function atEachWidth(what: 'users' | 'user-form', language: 'en' | 'es') {
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // At 390 px the list scrolls inside its card, its names kept in view; the page itself never does (the harness).
    if (what === 'users' && width >= 1280) {
      const w = await widths();
      assert.ok(w.table <= w.box, `at ${width} px the list is ${w.table} px wide in a ${w.box} px box`);
      assert.ok(w.lastAction <= w.viewport, `at ${width} px the last row action ends at ${w.lastAction}, past ${w.viewport}`);
    }
    await session.screenshot(`business-${what}-${width}-${language}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Gives the first user other than the new one the new one's username (a login too, if it had none), applied; answers its name. */
async function takeUsername(): Promise<string> {
  const other = table().locator('tbody tr', { hasNot: page.getByRole('button', { name: NEW_NAME, exact: true }) }).first().getByRole('button').first();
  const name = (await other.innerText()).trim();
  await other.click();
  const username = dialog().getByRole('textbox', { name: /^(Username|Usuario)$/ });
  if (!(await username.isVisible())) {
    await dialog().getByRole('switch', { name: /^(Has login|Con acceso)$/ }).check();
    await dialog().getByLabel(/^(Password|Contraseña)$/).fill(NEW.password);
  }
  await username.fill(NEW.username);
  await dialog().getByRole('button', { name: /^(Apply|Aplicar)$/ }).click();
  await dialog().waitFor({ state: 'detached' });
  return name;
}

/**
 * Waits for an error alert (they stay until dismissed), then dismisses it with a click elsewhere (`away`: the
 * business's heading, or the open form's title), so that the next alert can show.
 */
async function dismissError(text: string, away = page.locator('h1').first()) {
  const alert = page.locator('.RaNotification-error', { hasText: text });
  await alert.waitFor();
  await away.click();
  await alert.waitFor({ state: 'detached' });
}

/** The focused element's accessible label, as the page's label for it says. */
const focusedLabel = () => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '');

describe('the User List of a business', () => {
  test('is a list of users to read, at 1440, 1280 and 390 px, in English and Spanish', async () => {
    await openTab();
    const headers = await table().locator('thead th').allInnerTexts();
    assert.deepEqual(headers.map((h) => h.trim()), ['Name', 'Email', 'Phone', 'Login', 'Enabled', 'Primary', 'Locked out', '']);
    assert.equal(await table().getByRole('textbox').count(), 0, 'no input in the rows');
    await atEachWidth('users', 'en');
    await session.setLanguage('es');
    await openTab();
    await table().getByRole('columnheader', { name: 'Acceso' }).waitFor();
    await atEachWidth('users', 'es');
    // A user's form, in Spanish.
    await table().locator('tbody tr').first().getByRole('button').first().click();
    await dialog().getByRole('group', { name: 'Identidad' }).waitFor();
    await atEachWidth('user-form', 'es');
    await dialog().getByRole('button', { name: 'Cancelar' }).click();
    await dialog().waitFor({ state: 'detached' });
    await session.setLanguage('en');
    await openTab();
  });

  test('adds a user with a login in a form opened with the focus in its first field, its password shown on demand', async () => {
    await panel().getByRole('button', { name: 'Add' }).click();
    const form = page.getByRole('dialog', { name: 'New user' });
    await form.waitFor();
    assert.match(await focusedLabel(), /^First name/);
    assert.equal(await form.getByRole('switch', { name: 'Enabled' }).isChecked(), false, 'a new user starts disabled');
    await form.getByRole('textbox', { name: 'First name' }).fill(NEW.first);
    await form.getByRole('textbox', { name: 'Last name' }).fill(NEW.last);
    await pickOption(page, 'Title', 'Owner', { scope: form });
    await form.getByRole('textbox', { name: 'Email' }).fill('admin@example.com');
    await form.getByRole('textbox', { name: 'Phone country code' }).fill('44');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('20 7946 0018');
    await form.getByRole('switch', { name: 'Has login' }).check();
    await form.getByRole('textbox', { name: 'Username' }).fill(NEW.username);
    const password = form.getByLabel('Password', { exact: true });
    await password.fill('short');
    await form.getByText(/5 characters typed/).waitFor();
    assert.equal(await password.getAttribute('type'), 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    assert.equal(await password.getAttribute('type'), 'text');
    await password.fill(NEW.password);
    await form.getByRole('switch', { name: 'Enabled' }).check();
    await atEachWidth('user-form', 'en');
    await form.getByRole('button', { name: 'Hide password' }).click();
    assert.equal(await password.getAttribute('type'), 'password');

    // The email is another user's: nothing is saved, and the user is named with the reason.
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('This email is already used by another user.').waitFor();
    await dismissError(`Error(s) on the following user(s):\n${NEW_NAME}: This email is already used by another user.`, form.getByRole('heading'));
    await form.getByRole('textbox', { name: 'Email' }).fill(NEW.email);
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    const added = row(NEW_NAME);
    assert.match(await added.innerText(), new RegExp(`${NEW.email}\\s+\\+44 20 7946 0018\\s+${NEW.username}`));
  });

  test('edits a user in its form, by keyboard', async () => {
    await row(NEW_NAME).getByRole('button', { name: NEW_NAME, exact: true }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: `User ${NEW_NAME}` });
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('20 7946 0999');
    // Enter in a field saves, as the form's Save does.
    await page.keyboard.press('Enter');
    await page.getByText('Saved successfully!').first().waitFor();
    await form.waitFor({ state: 'detached' });
    await row(NEW_NAME).getByText('+44 20 7946 0999').waitFor();
  });

  test('names each user that failed to save, with its message, in English and Spanish', async () => {
    // Two users changed: the new one's phone, and another given the new one's username.
    await row(NEW_NAME).getByRole('button', { name: NEW_NAME, exact: true }).click();
    await dialog().getByRole('textbox', { name: 'Phone', exact: true }).fill('20 7946 0111');
    await dialog().getByRole('button', { name: 'Apply' }).click();
    const otherName = await takeUsername();
    assert.equal(await table().locator('tr[data-changed]').count(), 2);
    await saveList().click();
    const failure = `Error(s) on the following user(s):\n${otherName}: The username ${NEW.username} is already taken.`;
    await page.locator('.RaNotification-error', { hasText: failure }).waitFor();
    assert.equal(await table().locator('tr[data-changed]').count(), 1, 'the user saved is no longer changed; the one that failed is');
    await session.screenshot('business-users-failure-en');
    await dismissError(failure);
    await panel().getByRole('button', { name: 'Cancel' }).click();

    // A language switch renders the page anew: the change is made again in Spanish.
    await session.setLanguage('es');
    await openTab();
    assert.equal(await takeUsername(), otherName);
    await saveList().click();
    const spanish = `Error(es) en los siguientes usuarios:\n${otherName}: El nombre de usuario ${NEW.username} ya está en uso.`;
    await page.locator('.RaNotification-error', { hasText: spanish }).waitFor();
    await session.screenshot('business-users-failure-es');
    await dismissError(spanish);
    await panel().getByRole('button', { name: 'Cancelar' }).click();
    assert.equal(await table().locator('tr[data-changed]').count(), 0);
    await session.setLanguage('en');
    await openTab();
  });

  test('resets a password from the row and from the form', async () => {
    await row(NEW_NAME).getByRole('button', { name: `Reset the password of ${NEW_NAME}` }).click();
    const reset = page.getByRole('dialog', { name: `Reset the password of ${NEW_NAME}` });
    await reset.waitFor();
    assert.match(await focusedLabel(), /^Password/);
    await page.keyboard.type('Another-Bay-77-Lift');
    await session.screenshot('business-user-reset-en');
    await page.keyboard.press('Enter');
    await page.getByText('User password has been reset successfully!').waitFor();
    await reset.waitFor({ state: 'detached' });
    assert.equal(await dialog().count(), 0, 'no form opened behind the reset');

    await row(NEW_NAME).getByRole('button', { name: NEW_NAME, exact: true }).click();
    await dialog().getByRole('button', { name: 'Reset password' }).click();
    await reset.waitFor();
    assert.match(await focusedLabel(), /^Password/);
    await page.keyboard.type('Third-Bay-99-Lift');
    await page.keyboard.press('Enter');
    await page.getByText('User password has been reset successfully!').first().waitFor();
    await reset.waitFor({ state: 'detached' });
    // The reset raised the user's version: an edit made in the same form still saves.
    const form = page.getByRole('dialog', { name: `User ${NEW_NAME}` });
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('20 7946 0222');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await row(NEW_NAME).getByText('+44 20 7946 0222').waitFor();
  });
});
