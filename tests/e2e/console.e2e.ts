/**
 * The console end to end, in a real Chromium against the real server:
 * deep link and login, the guard, makes (add, save, reload), CSV export,
 * Spanish, logout, and a user without console roles.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { consoleSession, login, menuEntry, PASSWORDS } from './harness';

// Starts signed out, on the deep link: the first test signs in.
const session = consoleSession({ path: '/admin/makes' });
const { page } = session;
const screenshot = (name: string) => session.screenshot(name);
/** Waits until the sidebar has finished opening or closing. */
const settledMenu = () => page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

describe('a SuperAdmin at work', () => {
  test('a deep link asks for a login and then lands on the linked page', async () => {
    await page.waitForURL('**/login');
    await screenshot('login-en');
    session.expectFailedCall('/auth/token', 400);
    await login(page, 'admin', 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid username or password.' }).waitFor();
    await login(page, 'admin', PASSWORDS.admin);
    await page.waitForURL('**/admin/makes');
    await page.locator('input[value="Acura"]').waitFor();
    await screenshot('makes-en');
  });

  test('a new make is saved, confirmed with the spec text, and still there after a reload', async () => {
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Save or cancel the new row before adding another.').waitFor();
    const newRow = page.locator('tr[data-changed]').first();
    await newRow.getByRole('textbox', { name: 'Make' }).fill('Zenvo');
    await screenshot('makes-editing-en');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.reload();
    await page.locator('input[value="Zenvo"]').waitFor();
  });

  test('an empty make is refused before anything is sent', async () => {
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Fix the highlighted rows before saving.').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    assert.equal(await page.locator('tr[data-changed]').count(), 0);
  });

  test('the CSV export holds exactly the visible columns and rows', async () => {
    await page.getByRole('textbox', { name: 'Search' }).fill('zen');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
    assert.deepEqual(csv.trim().split('\r\n'), ['Make,Inactive', 'Zenvo,No']);
    await page.getByRole('textbox', { name: 'Search' }).fill('');
  });

  test('the countries list, a country with its states, and the tax rates declared as a lookup', async () => {
    await page.goto(`${session.url}/admin/catalogues/countries`);
    await page.getByText('Canada').click();
    await page.waitForURL(/\/admin\/catalogues\/countries\/update\/\d+$/);
    await page.locator('input[value="Ontario"]').waitFor();
    await screenshot('country-en');
    await page.goto(`${session.url}/admin/catalogues/taxrates`);
    await page.getByText('Ontario HST').waitFor();
    await screenshot('taxrates-en');
  });

  test('Spanish labels after switching the language', async () => {
    await page.goto(`${session.url}/admin/makes`);
    await page.getByRole('button', { name: /English/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Marcas' }).waitFor();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    await page.getByText('Catálogos').first().waitFor();
    // The server answers its own refusals in the console's language.
    await page.getByRole('button', { name: 'Añadir' }).click();
    await page.locator('tr[data-changed]').first().getByRole('textbox', { name: 'Marca' }).fill('acura');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByText('acura: Ya existe una marca llamada «acura».', { exact: true }).waitFor();
    await screenshot('makes-es');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.goto(`${session.url}/admin/catalogues/taxrates`);
    await page.locator('th').getByText('Tasa (%)').waitFor();
    await screenshot('taxrates-es');
    await page.goto(`${session.url}/admin/catalogues/countries`);
    await page.getByText('Canada').click();
    await page.getByRole('heading', { name: 'Estados y provincias' }).waitFor();
    await screenshot('country-es');
  });

  test('the menu at 1280 px shows every label whole, all groups open, in Spanish and English', async () => {
    // A window tall enough for the whole menu, every group open (the default).
    await page.setViewportSize({ width: 1280, height: 2400 });
    try {
      for (const [language, entry] of [
        ['es', 'Estadísticas de tarjetas de activación'],
        ['en', 'Activation card statistics'],
      ] as const) {
        if (language === 'en') await session.setLanguage('en');
        await menuEntry(page, entry).waitFor();
        const cut = await page.locator('.RaSidebar-fixed').evaluate((menu) =>
          [...menu.querySelectorAll('a, [role=menuitem], [role=link], button')]
            .flatMap((item) => [...item.querySelectorAll<HTMLElement>('*')].filter((e) => e.childElementCount === 0 && e.textContent?.trim()))
            .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.getBoundingClientRect().right > menu.getBoundingClientRect().right + 1)
            .map((label) => label.textContent),
        );
        assert.deepEqual(cut, [], `labels cut at 1280 px (${language})`);
        await screenshot(`menu-1280-${language}`);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test('a read answered 503 shows the retrying notice, then the list once the service answers, in English and Spanish', async () => {
    const makes = '**/api/lookup/GetMakes*';
    session.expectFailedCall('/api/lookup/GetMakes', 503);
    for (const [language, notice] of [
      ['es', 'El servicio no está disponible por un momento. Reintentando…'],
      ['en', 'The service is unavailable for a moment. Retrying…'],
    ] as const) {
      await session.setLanguage(language);
      // The database away for two answers, as the server answers then (503, Retry-After, code unavailable).
      let away = 2;
      await page.route(makes, (route) =>
        away-- > 0
          ? route.fulfill({ status: 503, headers: { 'retry-after': '1' }, contentType: 'application/json', body: JSON.stringify({ message: 'unavailable', code: 'unavailable' }) })
          : route.continue(),
      );
      try {
        await page.goto(`${session.url}/admin/makes`);
        const status = page.getByRole('status').filter({ hasText: notice });
        await status.waitFor();
        await screenshot(`service-retrying-${language}`);
        await page.locator('input[value="Acura"]').waitFor();
        await status.waitFor({ state: 'hidden' });
        assert.ok(away < 0, 'the list was read again after the 503s');
      } finally {
        await page.unroute(makes);
      }
    }
  });

  test('the collapsed menu names each entry in a tooltip', async () => {
    await page.getByRole('button', { name: 'Close menu' }).click();
    await settledMenu();
    await menuEntry(page, 'Makes').hover();
    await page.getByRole('tooltip', { name: 'Makes' }).waitFor();
    await screenshot('menu-collapsed-en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await settledMenu();
  });

  test('the app bar names each catalogue screen, and the Spanish list titles read as the English ones', async () => {
    const title = page.locator('#react-admin-title');
    const named = (name: string) => title.filter({ hasText: new RegExp(`^${name}$`) }).waitFor();
    for (const [path, name] of [
      ['/admin/makes', 'Makes'],
      ['/admin/message', 'Pre-canned messages'],
      ['/admin/calibrate', 'Calibration recommendations'],
    ]) {
      await session.goto(path);
      await named(name);
    }
    await session.setLanguage('es');
    try {
      for (const [path, name] of [
        ['/admin/makes', 'Marcas'],
        ['/business', 'Negocios'],
        ['/admin/openinghours/auditLog', 'Registro de auditoría fuera de horario'],
      ]) {
        await session.goto(path);
        await named(name);
      }
    } finally {
      await session.setLanguage('en');
    }
  });

  test('the lists fit their card at 1440 and 1280 px, scroll inside it at 390 px, and no page scrolls sideways; in English and Spanish', async () => {
    const SHOWN = [
      ['/business', 'business'],
      ['/dashboard/requests', 'requests'],
      ['/admin/files', 'files'],
    ] as const;
    const OTHERS = ['/users', '/partner', '/admin/devices', '/admin/device-files', '/admin/rag/auditLog'];
    const WINDOWS = [
      [1440, 900],
      [1280, 800],
      [390, 844],
    ] as const;
    // The document's width past its window's, and each table wider than the box it scrolls in (as "its width in the box's").
    const overflow = () =>
      page.evaluate(() => ({
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        tables: [...document.querySelectorAll<HTMLElement>('.RaLayout-content table')].flatMap((table) => {
          let box = table.parentElement;
          while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
          const width = table.getBoundingClientRect().width;
          return box && width > box.clientWidth + 1 ? [`${Math.round(width)} in ${box.clientWidth}`] : [];
        }),
      }));
    const open = async (path: string) => {
      await session.goto(path);
      await page.locator('.RaLayout-content table tbody tr').first().waitFor();
      // On a phone the menu is a drawer over the page: closed, though it was open at the wider width. The width's
      // change reaches the layout after the list may already show (a cached list), so wait for the drawer's state.
      await page
        .locator('.MuiDrawer-modal')
        .waitFor({ state: 'hidden', timeout: 5_000 })
        .catch(() => assert.fail('the menu drawer is closed on a phone'));
    };
    try {
      for (const language of ['en', 'es'] as const) {
        await session.setLanguage(language);
        for (const [width, height] of WINDOWS) {
          await page.setViewportSize({ width, height });
          for (const [path, name] of SHOWN) {
            await open(path);
            const found = await overflow();
            assert.equal(found.page, 0, `${path} at ${width} px (${language}) scrolls sideways`);
            if (width >= 1280) assert.deepEqual(found.tables, [], `${path} at ${width} px (${language}): a table wider than its card`);
            await screenshot(`fit-${name}-${width}-${language}`);
            if (width === 390 && name === 'business') {
              // The app bar on a phone: the page's title whole (it read "Busin"), the language button its icon (still named by the language).
              const title = await page.locator('#react-admin-title > *').evaluate((el) => ({ text: el.textContent, cut: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1 }));
              assert.deepEqual(title, { text: language === 'en' ? 'Businesses' : 'Negocios', cut: false });
              const languageButton = page.getByRole('button', { name: language === 'en' ? 'English' : 'Español' });
              assert.ok(((await languageButton.boundingBox())?.width ?? 999) < 80, 'the language button shows its icon only');
            }
          }
        }
      }
      await session.setLanguage('en');
      // The other long lists, with their default columns, at the narrowest window that must fit them.
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const path of OTHERS) {
        await open(path);
        assert.deepEqual((await overflow()).tables, [], `${path} at 1280 px: a table wider than its card`);
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 800 });
    }
  });

  test('the keyboard focus shows as a ring on a sort header, the pagination and its rows-per-page select', async () => {
    await session.openList('/business');
    const ring = () => page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      // The select shows its focus on its input's box.
      const shown = el.getAttribute('role') === 'combobox' ? (el.closest('.MuiInputBase-root') as HTMLElement) : el;
      const style = getComputedStyle(shown);
      return { name: el.getAttribute('aria-label') ?? el.textContent?.trim(), ring: `${style.outlineStyle} ${style.outlineWidth}` };
    });
    // Tab from the first sort header to the next; from the rows-per-page select to the first page, then the next.
    await page.locator('thead .MuiTableSortLabel-root').first().focus();
    await page.keyboard.press('Tab');
    const header = await ring();
    assert.match(String(header.name), /shop id/i);
    assert.equal(header.ring, 'solid 2px');
    await screenshot('focus-sort-header-en');
    await page.getByRole('combobox', { name: /Rows per page/ }).focus();
    assert.equal((await ring()).ring, 'solid 2px');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.deepEqual(await ring(), { name: 'Go to page 2', ring: 'solid 2px' });
    await screenshot('focus-pagination-en');
  });

  test('a user who asks the system for less motion gets none: menus open at once, with no animation or transition', async () => {
    const running = () => page.evaluate(() => document.getAnimations().length);
    const openMenu = async () => {
      await page.getByRole('button', { name: /English/i }).click();
      await page.getByRole('menu').waitFor();
      const count = await running();
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
      return count;
    };
    try {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      assert.ok((await openMenu()) > 0, 'without the preference, the menu opens animated');
    } finally {
      await page.emulateMedia({ reducedMotion: 'reduce' });
    }
    assert.equal(await openMenu(), 0);
  });

  test('logging out clears the session and lands on /login', async () => {
    await page.getByRole('button', { name: /English/i }).click();
    await page.getByRole('menu').waitFor();
    await screenshot('language-menu-en');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Ada Admin|Perfil|Profile/ }).click();
    await page.getByRole('menu').waitFor();
    await screenshot('user-menu-en');
    await page.getByRole('menuitem', { name: /cerrar sesión|logout/i }).click();
    await page.waitForURL('**/login');
    assert.deepEqual(await page.evaluate(() => Object.keys(localStorage)), []);
    await page.goto(`${session.url}/admin/makes`);
    await page.waitForURL('**/login');
    await screenshot('login-after-logout');
  });

});

describe('a user without console roles', () => {
  test('lands on /notauthorized after login', async () => {
    const other = await session.newPage({ path: '/login' });
    await other.getByRole('button', { name: 'Español' }).click();
    await other.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await session.screenshot('login-es', other);
    await login(other, 'demo.tech', PASSWORDS.demo);
    await other.waitForURL('**/notauthorized');
    await other.getByText('Sin autorización').waitFor();
    await session.screenshot('notauthorized-es', other);
    await other.goto(`${session.url}/admin/makes`);
    await other.waitForURL('**/notauthorized');
    await other.context().close();
  });

  test('an unknown page shows the not-found page to anyone', async () => {
    const anon = await session.newPage({ path: '/no/such/page' });
    await anon.getByText('Page not found').waitFor();
    await session.screenshot('notfound-en', anon);
    await anon.context().close();
  });
});
