/**
 * Developer tool: axe-core (serious and critical) on every screen of spec §2, in English and Spanish,
 * with the menu collapsed once. `npx tsx scripts/a11yAudit.ts [path-filter]`. The browser tests check
 * the screens they visit (tests/e2e/harness.ts); this sweeps every route at once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { launchBrowser, login, PASSWORDS, startServer } from '../tests/e2e/harness';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const only = process.argv[2];
// The spec's routes, read from the screen table (importing it would load the console's modules).
const routes = [...readFileSync('src/layout/screens.ts', 'utf8').matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
const paths = ['business/update/1', 'users/create', ...routes].filter((p) => !only || p.includes(only));

const server = await startServer();
const browser = await launchBrowser();
let count = 0;

type AuditPage = import('playwright-core').Page;
async function audit(page: AuditPage, where: string): Promise<void> {
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const results = (await page.evaluate(() => (window as unknown as { axe: { run: (d: Document, o: object) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }))) as AxeResults;
  for (const v of results.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
    count++;
    console.log(`${where}: ${v.id} (${v.impact}) ×${v.nodes.length}: ${v.help} — ${v.nodes.slice(0, 2).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`);
  }
}

/** Open menus, dialogs, edit modes and the collapsed sidebar: the states a route alone does not show. */
const STATES: [string, string, (page: AuditPage) => Promise<unknown>][] = [
  ['user menu', 'admin/makes', (p) => p.locator('.RaUserMenu-userButton').click()],
  ['language menu', 'admin/makes', (p) => p.getByRole('button', { name: /English|Español/ }).click()],
  ['makes in edit mode', 'admin/makes', (p) => p.getByRole('button', { name: /^(Add|Añadir)$/ }).click()],
  ['business columns', 'business', (p) => p.getByRole('button', { name: /^(Columns|Columnas)$/ }).click()],
  ['business filter', 'business', (p) => p.getByRole('button', { name: /^(Add filter|Añadir filtro)$/ }).click()],
  ['collapsed menu', 'admin/makes', (p) => p.getByRole('button', { name: /menu|menú/i }).first().click()],
  ['swap dialog', 'business/update/1', (p) => p.getByRole('button', { name: /swap|cambiar/i }).first().click()],
];
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(`${server.url}/login`);
  await login(page, 'admin', PASSWORDS.admin);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  for (const language of ['en', 'es'] as const) {
    for (const path of paths) {
      await page.goto(`${server.url}/${path}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      if (language === 'es' && path === paths[0]) {
        // Switched once, through the app bar's language menu (the choice is kept).
        await page.getByRole('button', { name: /English/ }).click();
        await page.getByRole('menuitem', { name: 'Español' }).click();
        await page.getByRole('button', { name: /Español/ }).waitFor();
      }
      await audit(page, `${language} /${path}`);
    }
    for (const [name, path, open] of STATES.filter(([, p]) => !only || p.includes(only))) {
      await page.goto(`${server.url}/${path}`);
      await page.waitForLoadState('networkidle');
      await open(page);
      await audit(page, `${language} ${name}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`${count} serious or critical violation(s)`);
