/**
 * Partners end to end: the list of businesses at the top of a hierarchy, a partner's detail (titled Partner, its
 * fields in groups under their own labels, the businesses under it), an edit saved and seen in the list, and the
 * same in Spanish. Screenshots at 1440, 1280 and 390 px.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Language } from './harness';
import { consoleSession } from './harness';

const session = consoleSession({ path: '/partner', user: 'admin' });
const { page } = session;

/** Screenshots of the page as it is at 1440, 1280 and 390 px wide (each checked: axe-core, width, dialogs). */
async function atEveryWidth(name: string, language: Language): Promise<void> {
  // Every select's choices loaded (a loading one shows a skeleton), and from the top: a full-page screenshot of a
  // scrolled page draws the fixed app bar where the window was.
  await page.waitForFunction(() => !document.querySelector('.MuiSkeleton-root, [role=progressbar]'));
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [1440, 1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await session.screenshot(`${name}-${language}-${width}`, page, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const WORDS = {
  en: { title: 'Partner', groups: ['Identity', 'Contact', 'Account', 'Hierarchy', 'Primary address', 'Billing address'], phoneCC: 'Phone country code', phone: 'Phone', name: 'Name', under: 'Businesses under this partner' },
  es: { title: 'Socio', groups: ['Identidad', 'Contacto', 'Cuenta', 'Jerarquía', 'Dirección principal', 'Dirección de facturación'], phoneCC: 'Prefijo telefónico', phone: 'Teléfono', name: 'Nombre', under: 'Negocios de este socio' },
} as const;

/** The partner these tests open: the first of the list. */
const partner = { name: '' };

/** Opens the partner from the list shown (one search away), and checks its detail in `language`. */
async function openDetail(language: Language): Promise<void> {
  const words = WORDS[language];
  await page.getByRole('textbox', { name: language === 'es' ? 'Buscar' : 'Search' }).fill(partner.name);
  await page.locator('table tbody tr', { hasText: partner.name }).first().click();
  await page.waitForURL(/\/partner\/update\/\d+$/);
  await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
  assert.equal(await page.locator('#react-admin-title').innerText(), words.title);
  for (const group of words.groups) await page.getByRole('heading', { level: 2, name: group, exact: true }).waitFor();
  await page.getByRole('textbox', { name: words.phoneCC, exact: true }).waitFor();
  await page.getByRole('heading', { level: 2, name: words.under }).waitFor();
}

describe('partners', () => {
  test('are listed with how many businesses each heads, and a row expands into its tree', async () => {
    await session.openList('/partner');
    const first = page.locator('table tbody tr').first();
    partner.name = (await first.locator('td').filter({ hasNotText: /^\s*$/ }).first().innerText()).trim();
    await page.getByRole('columnheader', { name: 'Businesses' }).waitFor();
    await atEveryWidth('partners-list', 'en');
    // The expand icon is the mouse's (hidden from assistive technology: the row's link opens the same businesses).
    await first.locator('.RaDataTable-expandIcon').click();
    await page.locator('tr.RaDataTable-expandRow').getByRole('link').first().waitFor();
    await session.screenshot('partners-list-expanded-en');
  });

  test("open on the partner's detail: titled Partner, its fields grouped under their labels, the businesses under it", async () => {
    await openDetail('en');
    assert.ok((await page.getByRole('region', { name: WORDS.en.under }).getByRole('link').count()) > 0, 'the businesses under it are listed');
    await atEveryWidth('partner-detail', 'en');
  });

  test('save an edit, confirmed with the spec text and seen in the list', async () => {
    const renamed = `${partner.name} Group`.slice(0, 200);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('555 0100');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved successfully!').waitFor();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: renamed }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Phone', exact: true }).inputValue(), '555 0100');
    partner.name = renamed;
    await session.openList('/partner');
    await page.getByRole('textbox', { name: 'Search' }).fill(renamed);
    await page.locator('table tbody tr', { hasText: renamed }).waitFor();
  });

  test('show in Spanish: titled Socio, every label and group in Spanish, and save there too', async () => {
    await session.setLanguage('es');
    await session.openList('/partner');
    await page.getByRole('columnheader', { name: 'Negocios' }).waitFor();
    await atEveryWidth('partners-list', 'es');
    await openDetail('es');
    await atEveryWidth('partner-detail', 'es');
    await page.getByRole('textbox', { name: WORDS.es.phone, exact: true }).fill('555 0199');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('¡Guardado correctamente!').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: partner.name }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: WORDS.es.phone, exact: true }).inputValue(), '555 0199');
    await session.setLanguage('en');
  });
});
