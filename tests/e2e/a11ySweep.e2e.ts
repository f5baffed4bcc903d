/**
 * Every screen of spec §2, in English and Spanish, and the states a route alone does not show (open menus, edit
 * mode, a dialog, the collapsed menu, the page shown while a screen's code loads), each checked as the other files' screens are (harness.ts): axe-core's
 * serious and critical violations, a page wider than its 1280 px window, a dialog that opens without the focus,
 * a missing translation key, console errors and failed calls. The other files check the screens they visit; this
 * one leaves none out. One server, and a page per language side by side, each moved from screen to screen in
 * place (as the menu moves it: no reload). `SWEEP_ONLY=admin/makes` sweeps the paths holding that text only.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { consoleSession, type Language } from './harness';

const only = process.env.SWEEP_ONLY;
// The spec's routes, read from the screen table (importing it would load the console's modules), and the
// record pages and forms they lead to.
const routes = [...readFileSync('src/layout/screens.ts', 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
const paths = ['business/update/1', 'business/create', 'partner/create', 'users/create', ...routes].filter((p) => !only || p.includes(only));

/**
 * Open menus, dialogs, edit modes and the collapsed menu, by path: how to open it, what shows it open (audited
 * while it shows), and how to close it again for the next screen, in this order.
 */
interface State {
  name: string;
  path: string;
  open: (page: Page) => Promise<unknown>;
  /** What shows the state: visible from its opening until after its audit. */
  shown: (page: Page) => Locator;
  /** Closes it (Escape by default: a menu, a popover or a dialog), then waits until no such layer is open. */
  close?: (page: Page) => Promise<unknown>;
}
const menuToggle = (page: Page, action: 'open' | 'close') => page.getByRole('button', { name: action === 'open' ? /^(Open menu|Abrir menú)$/ : /^(Close menu|Cerrar menú)$/ });
const STATES: State[] = [
  {
    name: 'the user menu',
    path: 'admin/makes',
    open: (p) => p.locator('.RaUserMenu-userButton').click(),
    shown: (p) => p.getByRole('menu').filter({ has: p.getByRole('menuitem', { name: /^(Logout|Cerrar sesión)$/i }) }),
  },
  {
    name: 'the language menu',
    path: 'admin/makes',
    open: (p) => p.getByRole('button', { name: /^(English|Español)$/ }).click(),
    shown: (p) => p.getByRole('menu').filter({ has: p.getByRole('menuitem', { name: 'Español' }) }),
  },
  {
    name: 'the business columns',
    path: 'business',
    open: (p) => p.getByRole('button', { name: /^(Columns|Columnas)$/ }).click(),
    shown: (p) => p.getByRole('dialog', { name: /^(Columns|Columnas)$/ }),
  },
  {
    name: 'the business views',
    path: 'business',
    open: (p) => p.getByRole('button', { name: /^(Views|Vistas)$/ }).click(),
    shown: (p) => p.getByRole('dialog', { name: /^(Saved views|Vistas guardadas)$/ }),
  },
  {
    name: 'the business filters',
    path: 'business',
    open: (p) => p.getByRole('button', { name: /^(Add filter|Añadir filtro)$/ }).click(),
    shown: (p) => p.getByRole('menu').filter({ has: p.getByRole('menuitemcheckbox') }),
  },
  {
    name: 'the collapsed menu',
    path: 'admin/makes',
    open: (p) => menuToggle(p, 'close').click(),
    shown: (p) => menuToggle(p, 'open'),
    close: (p) => menuToggle(p, 'open').click(),
  },
  {
    name: 'the swap dialog',
    path: 'business/update/1',
    open: (p) => p.getByRole('button', { name: /^(Swap shop id|Intercambiar id de taller)$/ }).click(),
    shown: (p) => p.getByRole('dialog', { name: /^(Swap shop id|Intercambiar id de taller)$/ }),
  },
  // Last, and left open: its new row is an unsaved edit, which the console would ask about before showing another screen.
  {
    name: 'makes in edit mode',
    path: 'admin/makes',
    open: (p) => p.getByRole('button', { name: /^(Add|Añadir)$/ }).click(),
    shown: (p) => p.getByRole('table').locator('tbody').getByRole('textbox').first(),
    close: async () => undefined,
  },
];

/** In the page: whether no menu, popover or dialog is open (one kept mounted once closed is hidden: not open). */
const noLayerOpen = () =>
  ![...document.querySelectorAll('.MuiPopover-root, .MuiDialog-root, .MuiMenu-root')].some(
    (layer) => !layer.classList.contains('MuiModal-hidden') && layer.getAttribute('aria-hidden') !== 'true' && getComputedStyle(layer).visibility !== 'hidden',
  );

const session = consoleSession({ path: '/business', user: 'admin' });
const pages: Partial<Record<Language, Page>> = {};

/** Counts each page's requests in flight, to tell when a screen has loaded what it asks for. */
const inFlight = new WeakMap<Page, { count: number; last: number }>();
function follow(page: Page): Page {
  const state = { count: 0, last: Date.now() };
  inFlight.set(page, state);
  const done = () => {
    state.count--;
    state.last = Date.now();
  };
  page.on('request', () => {
    state.count++;
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return page;
}

/** Waits until `page` has asked for nothing for a quarter of a second and shows no progress indicator or busy part. */
async function quiet(page: Page): Promise<void> {
  const state = inFlight.get(page);
  const deadline = Date.now() + 20_000;
  while (state && (state.count > 0 || Date.now() - state.last < 250) && Date.now() < deadline) await page.waitForTimeout(50);
  await page.waitForFunction(() => !document.querySelector('[role=progressbar], .MuiSkeleton-root, [aria-busy=true]'), undefined, { timeout: 20_000 });
}

/** Both languages' pages, the Spanish one opened the first time. */
async function bothPages(): Promise<[Language, Page][]> {
  pages.en ??= follow(session.page);
  pages.es ??= follow(await session.newPage({ path: '/business', user: 'admin', language: 'es' }));
  return [
    ['en', pages.en],
    ['es', pages.es],
  ];
}

/** Shows `path` on `page` as the console's own links do: a history entry, no reload. */
async function show(page: Page, path: string): Promise<void> {
  // Quiet from now on only: the screen asks for its code and data a moment after the address changes.
  const state = inFlight.get(page);
  if (state) state.last = Date.now();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/${path}`);
  await page.waitForURL((url) => url.pathname === `/${path}`);
  await quiet(page);
}

describe('every screen, in English and Spanish', () => {
  // The page a screen shows while its code loads, past a second (its message must be as legible as the screens').
  test('the loading page', async () => {
    for (const language of ['en', 'es'] as const) {
      const page = await session.newPage({ path: '/business', user: 'admin', language });
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await new Promise((r) => setTimeout(r, 3_000));
        await route.continue().catch(() => undefined);
      });
      await page.evaluate(() => {
        window.history.pushState(null, '', '/admin/makes');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.locator('.RaLoading-message').waitFor();
      await session.audit(`${language} the loading page`, page);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
  });

  for (const path of paths) {
    test(`/${path}`, async () => {
      await Promise.all(
        (await bothPages()).map(async ([language, page]) => {
          await show(page, path);
          await session.audit(`${language} /${path}`, page);
        }),
      );
    });
  }

  for (const { name, path, open, shown, close } of STATES.filter((s) => !only || s.path.includes(only))) {
    test(`${name} (/${path})`, async () => {
      await Promise.all(
        (await bothPages()).map(async ([language, page]) => {
          await show(page, path);
          await open(page);
          await shown(page).waitFor();
          await quiet(page);
          await session.audit(`${language} ${name}`, page);
          // The audit saw the state open: it is still shown after it.
          assert.ok(await shown(page).isVisible(), `${name} (${language}) still shows after its audit`);
          // Closes what it opened for the next screen, and waits until it is gone.
          await (close ? close(page) : page.keyboard.press('Escape'));
          await page.waitForFunction(noLayerOpen, undefined, { timeout: 5_000 });
        }),
      );
    });
  }
});
