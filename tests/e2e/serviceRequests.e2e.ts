/**
 * Service requests end to end: the list from the menu, filtered by status and solution (kept in the URL), a
 * request opened with its history timeline and its issues, its work order's created date adjusted and the
 * adjustment seen in the history, then the same request opened from its shop's Requests tab; the same in
 * Spanish, in a second page signed in in Spanish on the same server.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { SCAN_TYPE_KEY } from '../../contract/serviceCatalogue';
import { LOOKUP_SPANISH } from '../../server/modules/lookup/seed/lookupTranslationsData';
import { consoleSession, menuEntry, pickOption } from './harness';

const session = consoleSession({ path: '/business', user: 'admin' });

/** What each language calls the screens' parts. */
const WORDS = {
  en: {
    menu: 'Service requests',
    requested: 'Requested',
    status: 'Status',
    inProgress: 'In progress',
    solution: 'Solution',
    addFilter: 'Add filter',
    history: 'History',
    issues: 'Issues',
    workOrder: 'Work order',
    request: 'Request',
    vin: 'VIN',
    service: 'Service',
    adjust: 'Adjust created date',
    adjustTitle: 'Adjust the work order’s created date',
    save: 'Save',
    adjusted: 'The work order’s created date is adjusted.',
    requestsTab: 'Requests',
    search: 'Search',
    title: /^Service request \d+$/,
  },
  es: {
    menu: 'Solicitudes de servicio',
    requested: 'Solicitada',
    status: 'Estado',
    inProgress: 'En curso',
    solution: 'Solución',
    addFilter: 'Añadir filtro',
    history: 'Historial',
    issues: 'Incidencias',
    workOrder: 'Orden de trabajo',
    request: 'Solicitud',
    vin: 'VIN',
    service: 'Servicio',
    adjust: 'Ajustar fecha de creación',
    adjustTitle: 'Ajustar la fecha de creación de la orden de trabajo',
    save: 'Guardar',
    adjusted: 'Se ajustó la fecha de creación de la orden de trabajo.',
    requestsTab: 'Solicitudes',
    search: 'Buscar',
    title: /^Solicitud de servicio \d+$/,
  },
} as const;
type Language = keyof typeof WORDS;

let spanish: Page | undefined;
const pageFor = async (language: Language) => {
  if (language === 'en') return session.page;
  spanish ??= await session.newPage({ path: '/business', user: 'admin', language: 'es' });
  return spanish;
};

/** The date-time input's value (YYYY-MM-DDTHH:mm) moved by some minutes. */
function plusMinutes(value: string, minutes: number): string {
  const d = new Date(`${value}:00Z`);
  d.setUTCMinutes(d.getUTCMinutes() + minutes);
  return d.toISOString().slice(0, 16);
}

/** A fact of a detail section: the text of the description after its term. */
const fact = (page: Page, region: string, term: string) =>
  page.getByRole('region', { name: region }).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').innerText();

for (const language of ['en', 'es'] as const) {
  const w = WORDS[language];
  const shot = async (page: Page, name: string) => session.screenshot(`service-requests-${name}-${language}`, page);
  let requestUrl = '';
  let vin = '';

  describe(`service requests (${language})`, () => {
    test('are listed from the menu, newest first, and filtered by status and solution in the URL', async () => {
      const page = await pageFor(language);
      await menuEntry(page, w.menu).click();
      await page.waitForURL(/\/dashboard\/requests(\?|$)/);
      await page.getByRole('columnheader', { name: w.requested }).waitFor();
      await page.locator('table tbody tr td.column-vin').nth(3).waitFor();
      assert.equal(await page.getByText(/not been built|no se ha construido/).count(), 0);
      await shot(page, 'list');

      await pickOption(page, w.status, w.inProgress);
      await page.waitForURL(/filter=.*status/);
      const statusCells = page.locator('table tbody tr td.column-statusId');
      await page.waitForFunction(
        (name) => {
          const cells = [...document.querySelectorAll('table tbody tr td.column-statusId')];
          return cells.length > 0 && cells.every((c) => c.textContent?.trim() === name);
        },
        w.inProgress,
      );
      // The solution of the newest request in progress: the list filtered by it still shows that request.
      const solution = (await page.locator('table tbody tr td.column-appId').first().innerText()).trim();
      await pickOption(page, w.solution, solution);
      await page.waitForURL(/filter=.*appId/);
      await page.waitForFunction(
        ([status, app]) => {
          const rows = [...document.querySelectorAll('table tbody tr')];
          return rows.length > 0 && rows.every((r) => r.querySelector('td.column-statusId')?.textContent?.trim() === status && r.querySelector('td.column-appId')?.textContent?.trim() === app);
        },
        [w.inProgress, solution],
      );
      assert.ok((await statusCells.count()) > 0);
      if (language === 'en') {
        // The server streams the CSV of the visible columns under the console's labels, filtered as the list.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
        const [header, ...lines] = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
        assert.equal(header, 'Requested,Shop,Status,Solution,VIN,Year,Make,Model,Service,Technician');
        assert.ok(lines.length >= (await statusCells.count()));
        for (const line of lines) assert.ok(line.includes(`,In progress,${solution},`), line);
      }
      await page.getByRole('button', { name: w.addFilter }).click();
      await shot(page, 'filters');
      await page.keyboard.press('Escape');
      // The filters are the page's address: opened again, it shows the same rows.
      const url = page.url();
      await page.goto(url);
      await page.waitForFunction((name) => [...document.querySelectorAll('table tbody tr td.column-statusId')].every((c) => c.textContent?.trim() === name), w.inProgress);
    });

    test('open a request with its history timeline and its issues', async () => {
      const page = await pageFor(language);
      await page.locator('table tbody tr').first().locator('td').first().getByRole('link').click();
      await page.waitForURL(/\/dashboard\/requests\/\d+$/);
      requestUrl = new URL(page.url()).pathname;
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
      vin = (await fact(page, w.request, w.vin)).trim();
      assert.match(vin, /^[A-HJ-NPR-Z0-9]{17}$/);
      // Its service, a scan type of the catalogue, in the page's language (issue 31).
      const scanTypes = LOOKUP_SPANISH[SCAN_TYPE_KEY];
      const service = (await fact(page, w.request, w.service)).trim();
      assert.ok((language === 'en' ? Object.keys(scanTypes) : Object.values(scanTypes)).includes(service), `${service} is a scan type's name in ${language}`);
      const history = page.getByRole('region', { name: w.history });
      for (const kind of ['created', 'assignment', 'status']) await history.locator(`li[data-kind="${kind}"]`).first().waitFor();
      await page.getByRole('region', { name: w.issues }).getByRole('listitem').first().waitFor();
      await shot(page, 'detail');
    });

    test('adjust the work order’s created date, and show the adjustment in the history', async () => {
      const page = await pageFor(language);
      const adjusted = page.getByRole('region', { name: w.history }).locator('li[data-kind="dateAdjusted"]');
      const before = await adjusted.count();
      await page.getByRole('region', { name: w.workOrder }).getByRole('button', { name: w.adjust }).click();
      const dialog = page.getByRole('dialog', { name: w.adjustTitle });
      const input = dialog.locator('input[type="datetime-local"]');
      // English: now (the latest it may be); Spanish: a minute after the request was made (the earliest).
      const min = (await input.getAttribute('min')) ?? '';
      const max = (await input.getAttribute('max')) ?? '';
      await input.fill(language === 'en' ? max : plusMinutes(min, 1));
      await shot(page, 'adjust');
      await dialog.getByRole('button', { name: w.save }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(w.adjusted).waitFor();
      await page.waitForFunction(
        (n) => document.querySelectorAll('li[data-kind="dateAdjusted"]').length === n,
        before + 1,
      );
      assert.equal(await adjusted.count(), before + 1);
    });

    test('open the same request from its shop’s Requests tab', async () => {
      const page = await pageFor(language);
      await page.getByRole('region', { name: w.request }).getByRole('link').first().click();
      await page.waitForURL(/\/business\/update\/\d+$/);
      await page.getByRole('tab', { name: w.requestsTab }).click();
      const tab = page.getByRole('tabpanel', { name: w.requestsTab });
      await tab.locator('tbody tr').first().waitFor();
      await tab.getByRole('textbox', { name: w.search }).fill(vin);
      const row = tab.locator('tbody tr').filter({ hasText: vin });
      await row.first().waitFor();
      await tab.locator('tbody tr').filter({ hasNotText: vin }).first().waitFor({ state: 'detached' });
      await shot(page, 'business-tab');
      await row.first().locator('td').first().getByRole('link').click();
      await page.waitForURL(`**${requestUrl}`);
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
      assert.equal((await fact(page, w.request, w.vin)).trim(), vin);
    });
  });
}

/** Maintenance (admin/maintenance): a location's pending requests cancelled and seen so in the list; a work order saved. */
describe('maintenance', () => {
  test('cancel a location’s pending requests (preview, confirm, count), see them cancelled in the requests list; save a work order', async () => {
    const page = session.page;
    // The shop with the most pending requests on the list's first page (the demo data gives one several).
    await session.openList('/dashboard/requests', { status: 1 });
    const shops = await page.locator('table tbody tr td.column-businessName').allInnerTexts();
    const counts = new Map<string, number>();
    for (const s of shops.map((x) => x.trim())) counts.set(s, (counts.get(s) ?? 0) + 1);
    const [shop] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];

    await session.goto('/admin/maintenance');
    await page.getByRole('heading', { level: 1, name: 'Maintenance' }).waitFor();
    const section = page.getByRole('region', { name: 'A location’s pending requests' });
    const location = section.getByRole('combobox', { name: 'Location' });
    await location.click();
    await location.fill(shop);
    await page.getByRole('option', { name: new RegExp(`^${shop.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click();
    await section.getByRole('button', { name: 'Preview changes' }).click();
    const rows = section.locator('table tbody tr');
    await rows.first().waitFor();
    const count = await rows.count();
    assert.ok(count >= 1);
    const ids = (await section.locator('table tbody tr td:first-child').allInnerTexts()).map((s) => s.trim());
    const businessHref = (await rows.first().locator('td').nth(1).getByRole('link').getAttribute('href')) ?? '';
    const businessId = Number(businessHref.split('/').at(-1));
    assert.ok(businessId > 0, businessHref);
    for (const status of await section.locator('table tbody tr td:nth-child(4)').allInnerTexts()) assert.equal(status.trim(), 'Pending');
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await session.screenshot('maintenance-en');

    await section.getByRole('button', { name: /^Apply to \d+ requests?…$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
    await dialog.getByText(count === 1 ? 'Cancel 1 pending request?' : `Cancel ${count} pending requests?`).waitFor();
    // Its primary action has the focus: Enter applies.
    await dialog.getByRole('button', { name: 'Apply' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('status').filter({ hasText: count === 1 ? '1 record changed.' : `${count} records changed.` }).waitFor();

    // The requests list, filtered to that shop by its address alone: the filter names the shop; the requests are
    // cancelled, none is pending.
    await session.openList('/dashboard/requests', { businessId });
    await page.waitForFunction((name) => [...document.querySelectorAll('input[role="combobox"]')].some((i) => (i as HTMLInputElement).value === name), shop);
    assert.equal(await page.getByRole('combobox', { name: 'Shop' }).inputValue(), shop);
    await page.waitForFunction(
      (cancelled) => {
        // Each row by the request its link opens.
        const statuses = new Map(
          [...document.querySelectorAll('table tbody tr')].map((r) => [
            r.querySelector('a[href*="/dashboard/requests/"]')?.getAttribute('href')?.split('/').at(-1),
            r.querySelector('td.column-statusId')?.textContent?.trim(),
          ]),
        );
        return cancelled.every((id) => statuses.get(id) === 'Cancelled') && [...statuses.values()].every((s) => s !== 'Pending');
      },
      ids,
    );

    // A work order saved: its invoice, then the save in its request's history.
    await session.goto('/admin/maintenance');
    const workOrder = page.getByRole('region', { name: 'Work order' });
    await workOrder.getByRole('textbox', { name: 'Work order number' }).fill('1');
    await workOrder.getByRole('button', { name: 'Open' }).click();
    const invoice = `E2E-${Date.now()}`;
    await workOrder.getByRole('textbox', { name: 'Invoice number' }).fill(invoice);
    await workOrder.getByRole('spinbutton', { name: 'Invoice amount' }).fill('123.45');
    await workOrder.getByRole('button', { name: 'Save work order' }).click();
    await page.getByText('The work order is saved.').waitFor();
    await workOrder.getByRole('link').first().click();
    await page.waitForURL(/\/dashboard\/requests\/\d+$/);
    await page.getByRole('region', { name: 'History' }).locator('li[data-kind="workOrder"]', { hasText: 'Work order edited: invoice' }).waitFor();
  });

  test('an insurance company is added by its name (Enter), and is then among the insurance companies', async () => {
    const page = session.page;
    await session.goto('/admin/maintenance');
    const section = page.getByRole('region', { name: 'Insurance companies' });
    const name = `E2E Mutual ${Date.now()}`;
    await section.getByRole('textbox', { name: 'Insurance company name' }).fill(name);
    await page.keyboard.press('Enter');
    await section.getByText(`${name} is in the insurance companies, active.`).waitFor();
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await session.screenshot('maintenance-insurance-en');
    await section.getByRole('link', { name: 'See the insurance companies' }).click();
    await page.waitForURL('**/admin/catalogues/insurancecompanies');
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    await page.locator('table tbody tr', { hasText: name }).waitFor();
  });

  test('the maintenance screen in Spanish: the dispatch times previewed', async () => {
    const page = await pageFor('es');
    await session.goto('/admin/maintenance', page);
    await page.getByRole('heading', { level: 1, name: 'Mantenimiento' }).waitFor();
    const section = page.getByRole('region', { name: 'Horas de despacho' });
    await section.getByRole('button', { name: 'Ver cambios' }).click();
    await section.getByText(/^Cambiarán? \d+ solicitud(es)?:$/).waitFor();
    await section.locator('table tbody tr').first().waitFor();
    await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await session.screenshot('maintenance-es', page);
  });
});
