/**
 * The chat screen end to end with two consoles on one server: A (demo.admin, a member of the demo channels) and B
 * (admin, another staff user). B writes in the channel A reads and A sees it without reloading; ten messages from B
 * in a channel A belongs to but is not reading show as '+9' on A's list; a completed channel with no saved history
 * is marked unsaved, its history saved (the mark goes), a saved message translated in Spanish and shown so, then
 * the channel removed (and gone from B's list too); another unsaved one removed after saving it from the dialog. Screenshots in English and Spanish; axe on every screen shown.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/admin/chat', user: 'demo.admin' });
const A = session.page;
let B: Page;

const channels = (page: Page) => page.getByRole('list', { name: /^(Channels|Canales)$/ });
const rows = (page: Page) => channels(page).getByRole('listitem');
const log = (page: Page) => page.getByRole('log', { name: /^(Messages|Mensajes)$/ });
const composer = (page: Page) => page.getByRole('textbox', { name: /^(Message|Mensaje)$/ });
const channelUrl = (page: Page) => new URL(page.url()).searchParams.get('channel') ?? '';
const rowOf = (page: Page, name: string): Locator => rows(page).filter({ has: page.getByText(name, { exact: true }) });

async function send(page: Page, text: string) {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await log(page).getByText(text, { exact: true }).waitFor();
}

let shared = '';
let sharedName = '';

test('B writes in the channel A reads: A sees it without reloading; the keyboard opens a channel', async () => {
  B = await session.newPage({ path: '/admin/chat', user: 'admin' });
  await rows(A).first().waitFor();
  // The keyboard alone: from the search box, Tab reaches the first channel and Enter opens it.
  await A.getByRole('searchbox', { name: 'Search' }).focus();
  await A.keyboard.press('Tab');
  await A.keyboard.press('Enter');
  await A.waitForURL(/channel=sr_/);
  shared = channelUrl(A);
  sharedName = (await A.getByRole('heading', { level: 2 }).first().innerText()).trim();
  // The last 30 of the newest channel's 45 messages, older ones on asking; staff's on the right, the others' on the left.
  await log(A).locator('li').nth(29).waitFor();
  assert.equal(await log(A).locator('li').count(), 30);
  assert.ok((await log(A).locator('li[data-type=received]').count()) > 0);
  // Scrolled up, the older ones load above.
  await log(A).hover();
  await A.mouse.wheel(0, -20_000);
  await log(A).locator('li').nth(44).waitFor();
  // Opened, it is read: no badge left on its row.
  await rowOf(A, sharedName).getByTestId('unread-badge').waitFor({ state: 'detached' });

  await session.goto(`/admin/chat?solution=1&channel=${shared}`, B);
  await log(B).locator('li').first().waitFor();
  // B's first send fails (the network): it stays, marked, and Retry sends it with the same clientId; only logged.
  session.expectFailedCall('/message/InsertUserMessage');
  session.expectConsoleError('chat: /api/message/InsertUserMessage');
  let first: unknown;
  let retried: unknown;
  await B.route('**/api/message/InsertUserMessage', (route) => {
    first = route.request().postDataJSON();
    return route.abort('failed');
  }, { times: 1 });
  B.on('request', (r) => {
    if (r.url().endsWith('/message/InsertUserMessage')) retried = r.postDataJSON();
  });
  const text = `From B at ${Date.now()}`;
  await send(B, text);
  const failed = log(B).locator('li', { hasText: text });
  await failed.getByText('Not sent').waitFor();
  await failed.getByRole('button', { name: 'Retry' }).click();
  await failed.getByText('Not sent').waitFor({ state: 'detached' });
  assert.deepEqual(retried, first);
  assert.equal(await B.getByRole('alert').count(), 0);

  const seen = log(A).locator('li', { hasText: text });
  await seen.waitFor({ timeout: 10_000 });
  assert.equal(await seen.getAttribute('data-type'), 'sent');
  // The sender joined by writing: A's members list shows B.
  await A.getByRole('heading', { name: 'Members (3)' }).waitFor();
  await log(A).evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await session.screenshot('chat-conversation-en', A);
});

test("ten messages from B in a channel A is not reading show '+9' on A's list", async () => {
  // A reads another channel; the shared one is A's (A was in it from the start).
  const other = rows(A).nth(1);
  await other.getByRole('button').click();
  await A.waitForURL((url) => url.searchParams.get('channel') !== shared);
  // Its members: one added by searching, then removed.
  const members = A.getByRole('region', { name: /^Members/ });
  await members.getByRole('searchbox', { name: 'Add a member' }).fill('Ada');
  const found = members.getByRole('list', { name: 'Users' }).getByRole('button', { name: /Ada Admin/ });
  await found.waitFor();
  await session.screenshot('chat-members-en', A);
  await found.click();
  await members.getByRole('button', { name: 'Remove Ada Admin from the channel' }).waitFor();
  await members.getByRole('button', { name: 'Remove Ada Admin from the channel' }).click();
  await members.getByRole('button', { name: 'Remove Ada Admin from the channel' }).waitFor({ state: 'detached' });
  for (let i = 1; i <= 10; i++) await send(B, `Message ${i} of ten`);
  await rowOf(A, sharedName).getByTestId('unread-badge').filter({ hasText: '+9' }).waitFor({ timeout: 10_000 });
  await session.screenshot('chat-badge-en', A);
});

let unsavedName = '';

test('a completed channel with no saved history is marked unsaved; saving its history takes the mark away', async () => {
  const unsaved = rows(A).filter({ hasText: 'Unsaved' }).first();
  unsavedName = (await unsaved.getByRole('button').locator('.MuiListItemText-primary').innerText()).trim();
  await unsaved.getByRole('button').click();
  const header = A.getByRole('region', { name: unsavedName });
  await header.getByText('Unsaved', { exact: true }).waitFor();
  await header.getByRole('button', { name: 'Save history' }).click();
  await header.getByText('Unsaved', { exact: true }).waitFor({ state: 'detached' });
  assert.equal(await rowOf(A, unsavedName).getByText('Unsaved').count(), 0);
  await header.getByRole('tab', { name: 'Saved history' }).click();
  await header.getByText('Original').first().waitFor();

  // Another one removed while unsaved: the dialog offers to save its history first.
  const other = rows(A).filter({ hasText: 'Unsaved' }).first();
  const otherName = (await other.getByRole('button').locator('.MuiListItemText-primary').innerText()).trim();
  await other.getByRole('button').click();
  await A.getByRole('region', { name: otherName }).getByRole('button', { name: 'Remove channel' }).click();
  const dialog = A.getByRole('dialog');
  await dialog.getByText('This channel’s history is not saved on its service request', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Save history, then remove' }).click();
  await rowOf(A, otherName).waitFor({ state: 'detached' });

  // The solution switch shows another solution's channels, and is kept in the URL.
  await A.getByRole('button', { name: 'Glass US/Canada' }).click();
  await A.waitForURL(/solution=2/);
  await rowOf(A, unsavedName).waitFor({ state: 'detached' });
  await rows(A).first().waitFor();
  assert.match(await rows(A).first().innerText(), /^SR \d+/);
  await A.getByRole('button', { name: 'UK/Europe' }).click();
  await rowOf(A, unsavedName).getByRole('button').click();
});

test('in Spanish, a saved message translated by staff shows translated; the channel is then removed', async () => {
  await session.setLanguage('es', A);
  const header = A.getByRole('region', { name: unsavedName });
  await header.getByRole('tab', { name: 'Historial guardado' }).click();
  const first = header.getByRole('region', { name: 'Historial guardado' }).locator('li').first();
  const original = (await first.locator('p').nth(1).innerText()).trim();
  await first.getByRole('button', { name: 'Añadir traducción' }).click();
  await first.getByRole('textbox').fill('Hola, esta es la traducción.');
  await first.getByRole('button', { name: 'Guardar traducción' }).click();
  await first.getByText('Hola, esta es la traducción.', { exact: true }).waitFor();
  await first.getByText(`Texto original: ${original}`).waitFor();
  await session.screenshot('chat-saved-history-es', A);

  await header.getByRole('button', { name: 'Eliminar canal' }).click();
  const dialog = A.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await rowOf(A, unsavedName).waitFor({ state: 'detached' });
  await A.getByText('Elija un canal para leer sus mensajes.').waitFor();
  // B's list drops it too, without reloading.
  await rowOf(B, unsavedName).waitFor({ state: 'detached', timeout: 10_000 });
  await session.setLanguage('en', A);
});
