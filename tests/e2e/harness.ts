/**
 * The browser tests' one harness. `consoleSession()` registers the node:test hooks of a file: it starts
 * the server `npm start` runs (its bundle, dist-server/main.mjs, on a fresh data directory) and one Chromium, opens a page
 * signed in where the file starts, and closes everything at the end. Every page it opens is watched:
 *
 * - **console errors and failed calls**: `console.error` messages, uncaught page errors, answers under
 *   `/api` or `/auth` with a status of 400 or more and requests that fail fail the test they happen in
 *   (checked after each test), unless the test declared them (`expectFailedCall`, `expectConsoleError`);
 * - **accessibility**: axe-core runs on every screen a test shows (each `screenshot()`, each `audit()`,
 *   and the screen each test ends on); a serious or critical violation fails the test, naming the rule,
 *   its impact and help, the screen and the first elements;
 * - **sideways scroll**: on each of those screens, a page wider than its viewport (the document's scroll
 *   width past its client width, at whatever width the test runs) fails the test, naming what sticks out;
 * - **focus on dialog open**: a dialog (`role=dialog` or `alertdialog`) that opens must take the focus, on
 *   its first input when it has one, before the test touches it; and on each screen a test shows, an open
 *   dialog must hold the focus (or a menu or list opened from it);
 * - **missing translation keys**: the console reports one on `console.error` (i18n/missingKeys.ts), so a
 *   humanised field name or a raw key on screen fails the test, in either language.
 *
 * Screenshots land under test-results/screenshots/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { after, afterEach, before } from 'node:test';
import chromium from '@sparticuz/chromium';
import type { AxeResults, Result } from 'axe-core';
import { type Browser, type BrowserContext, type Locator, type Page, chromium as playwright } from 'playwright-core';
import { MISSING_KEY_REPORT } from '../../i18n/missingKeys';
import { buildServer, SERVER_BUNDLE, serverBundleStale } from '../../scripts/build-server.mjs';

export const PASSWORDS = { admin: 'e2e-Admin-pass-2026', demo: 'e2e-Demo-pass-2026' } as const;
/** The seeded users: the SuperAdmin, an Admin, and a Technician with no console role. */
export type User = 'admin' | 'demo.admin' | 'demo.tech';
export type Language = 'en' | 'es';
const passwordOf = (user: User) => (user === 'admin' ? PASSWORDS.admin : PASSWORDS.demo);
const SCREENSHOTS = 'test-results/screenshots';
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

const SERVER_ENV = { ADMIN_PASSWORD: PASSWORDS.admin, DEMO_PASSWORD: PASSWORDS.demo, LOG_LEVEL: 'info', DATABASE_URL: '', DEMO_BUSINESSES: '200' };
const SERVER_LOGS = 'test-results/server-logs';

/**
 * The server's whole log (a line per request, and more), read when it stops: its warnings and errors are shown,
 * and a password the tests signed in with found in it fails the run. The server's own suite checks every kind of
 * secret on one session (server/http/secretsInLog.test.ts); this checks a whole browser run.
 */
function checkLog(file: string): void {
  const text = readFileSync(file, 'utf8');
  for (const line of text.split('\n')) {
    const level = /^\{"level":(\d+)/.exec(line)?.[1];
    if (level === undefined ? line.trim() !== '' : Number(level) >= 40) process.stderr.write(`${line}\n`);
  }
  const leaked = Object.entries(PASSWORDS).filter(([, password]) => text.includes(password));
  if (leaked.length > 0) throw new Error(`The server's log (${file}) holds the ${leaked.map(([user]) => user).join(' and ')} password`);
}

/** Every file under `dir`, in order. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/**
 * A data directory the server migrated and seeded once, which every file's server starts from (a copy): the
 * demo's generation is paid once per run, not once per file. It is named by what makes it (the server's code,
 * the contract, the dependencies and the server's settings), so a change to any of them makes a new one, and
 * the older ones are removed.
 */
export async function seededTemplate(): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(SERVER_ENV));
  for (const file of [...filesUnder('server'), ...filesUnder('contract'), 'package-lock.json']) hash.update(file).update(readFileSync(file));
  const dir = join('test-results', `e2e-data-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}`;
  mkdirSync(building, { recursive: true });
  const seeding = await launch(building);
  await seeding.stop();
  try {
    renameSync(building, dir);
  } catch (err) {
    // Another test run made the same template first (two runs side by side): that one is used.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(dir)) throw err;
    return dir;
  }
  for (const old of readdirSync('test-results')) if (/^e2e-data-[0-9a-f]{16}$/.test(old) && join('test-results', old) !== dir) rmSync(join('test-results', old), { recursive: true, force: true });
  return dir;
}

export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  cpSync(await seededTemplate(), dataDir, { recursive: true });
  const server = await launch(dataDir);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server `npm start` runs, on `dataDir` (seeded on its first start), ready to answer. */
async function launch(dataDir: string): Promise<RunningServer> {
  // A file run alone (not through `npm run test:e2e`, which builds first) after a change to the server: built here.
  if (serverBundleStale()) await buildServer();
  const port = await freePort();
  mkdirSync(SERVER_LOGS, { recursive: true });
  const logFile = join(SERVER_LOGS, `${basename(dataDir)}-${port}.log`);
  const log = openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ...SERVER_ENV },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8').slice(-4000)}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The server did not become ready in 180 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      checkLog(logFile);
      rmSync(logFile, { force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : await chromium.executablePath());
  return playwright.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Fills the login page and submits it. */
export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#username').fill(username);
  await page.getByRole('textbox', { name: /^(Password|Contraseña)$/ }).fill(password);
  await page.locator('button[type=submit]').click();
}

/** Waits until every finite animation and transition (dialogs, menus, tab underlines) has finished, 3 s at most. */
export async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 3_000 })
    .catch(() => undefined);
}

/**
 * Opens the select named `combobox` (in `scope`, the page by default) and clicks `option`. A select
 * whose form renders again while its menu opens loses the menu (seen on a loaded CI machine): the
 * menu is then opened again, twice at most, so the test fails only on a select that never offers it.
 */
export async function pickOption(
  page: Page,
  combobox: string,
  option: string | RegExp,
  { scope = page, exact = true }: { scope?: Page | Locator; exact?: boolean } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await scope.getByRole('combobox', { name: combobox, exact }).click();
    try {
      await page.getByRole('option', { name: option, exact }).first().click({ timeout: 10_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
      await page.keyboard.press('Escape');
    }
  }
}

/** An entry of the side menu, by its label: a link of the navigation list (a menu item before it was one). */
export function menuEntry(page: Page, name: string | RegExp): Locator {
  const sidebar = page.locator('.RaSidebar-fixed');
  return sidebar.getByRole('link', { name, exact: true }).or(sidebar.getByRole('menuitem', { name, exact: true }));
}

/** A failed call or console error a test declares it expects: it is then no fault, and it must happen. */
interface Expectation {
  what: string;
  matches: (problem: Problem) => boolean;
  seen: boolean;
}
interface Problem {
  kind: 'failed call' | 'console error' | 'page error' | 'missing translation' | 'sideways scroll' | 'dialog focus';
  text: string;
  method?: string;
  url?: string;
  status?: number;
  detail?: Promise<string>;
}

const apiCall = (url: string) => {
  try {
    return /^\/(api|auth)(\/|$)/.test(new URL(url).pathname);
  } catch {
    return false;
  }
};
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};
const matchText = (pattern: RegExp | string, text: string) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));

/**
 * A function of this file as a script that calls it in the page. tsx names each inner function through a
 * helper of its own (`__name`), which the page has not: the script brings one that does nothing.
 */
const inPage = (fn: () => unknown) => `(() => { const __name = (f) => f; return (${fn.toString()})(); })()`;

/**
 * In the page (serialised: it must hold everything it uses). What is wrong with the page's layout as it is now:
 * - wider than its viewport (the document's scroll width past its client width: the width the page lays out in),
 *   naming the outermost elements that stick out and are not clipped by a scrolling or clipping ancestor;
 * - an open dialog that does not hold the focus (a menu or list opened from it, a portal of its own, may).
 */
function layoutProblems(): { kind: 'sideways scroll' | 'dialog focus'; text: string }[] {
  const problems: { kind: 'sideways scroll' | 'dialog focus'; text: string }[] = [];
  const describe = (el: Element | null) => {
    if (!el) return 'nothing';
    const classes = [...el.classList].filter((c) => !/^css-/.test(c)).slice(0, 2);
    const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.map((c) => `.${c}`).join('')}${name ? ` "${name}"` : ''}`;
  };
  const root = document.documentElement;
  const viewport = root.clientWidth;
  if (root.scrollWidth > viewport) {
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const outside = [...document.body.querySelectorAll('*')].filter((el) => {
      if (el.getBoundingClientRect().right <= viewport + 1) return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        // Inside an element that sticks out itself (named instead), or that scrolls or clips what overflows it.
        if (up.getBoundingClientRect().right > viewport + 1 || clips(up)) return false;
      }
      return true;
    });
    const named = outside.slice(0, 3).map((el) => `${describe(el)} (${Math.round(el.getBoundingClientRect().width)} px wide, ending at ${Math.round(el.getBoundingClientRect().right)})`);
    problems.push({ kind: 'sideways scroll', text: `the page is ${root.scrollWidth} px wide in a ${viewport} px viewport; sticking out: ${named.join(' | ') || 'nothing found'}` });
  }
  const dialogs = [...document.querySelectorAll('[role=dialog],[role=alertdialog]')].filter((d) => d.getClientRects().length > 0 && getComputedStyle(d).visibility !== 'hidden');
  const dialog = dialogs[dialogs.length - 1];
  const active = document.activeElement;
  // A modal dialog's container (MUI focuses it when nothing inside asks for the focus) is the dialog's too.
  if (dialog && !(dialog.closest('.MuiDialog-container') ?? dialog).contains(active) && !active?.closest('[role=menu],[role=listbox],[role=tooltip],[role=dialog],[role=alertdialog],.MuiPopover-root,.MuiPopper-root,.MuiAutocomplete-popper')) {
    const title = dialog.getAttribute('aria-label') ?? document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    problems.push({ kind: 'dialog focus', text: `the open dialog "${title.trim()}" does not hold the focus: ${describe(active)} has it` });
  }
  return problems;
}

/**
 * In the page, from its start (an init script: serialised, self-contained). Follows each dialog that opens
 * (`role=dialog` or `alertdialog`): it must take the focus, on its first input when it has one, before the user
 * touches the page and at the latest once its opening transition is done. A dialog that never does is reported
 * through the `__harnessDialogFocus` binding, naming it, the input expected and what had the focus.
 */
function followDialogs(): void {
  const report = (text: string) => (window as unknown as { __harnessDialogFocus?: (t: string) => void }).__harnessDialogFocus?.(text);
  const describe = (el: Element | null) => {
    if (!el || el === document.body) return 'the page (nothing focused)';
    const role = el.getAttribute('role');
    const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : undefined;
    // An input by its label, a dialog by nothing here (its title is named apart), anything else by its text.
    const label = el.getAttribute('aria-label') ?? labelled ?? (el.matches('input, textarea, select, [role=dialog], [role=alertdialog]') ? '' : el.textContent) ?? '';
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''}${label?.trim() ? ` "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"` : ''}`;
  };
  const firstInput = (dialog: Element) =>
    [...dialog.querySelectorAll<HTMLElement>('input, textarea, select, [role=combobox], [contenteditable=true]')].find(
      (el) =>
        !(el as HTMLInputElement).disabled &&
        (el as HTMLInputElement).type !== 'hidden' &&
        el.getAttribute('aria-hidden') !== 'true' &&
        el.tabIndex >= 0 &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden',
    );
  const shown = (el: Element) => el.isConnected && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  const title = (dialog: Element) => {
    const named = dialog.getAttribute('aria-label') ?? document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent;
    const classes = [...dialog.classList].filter((c) => !/^css-/.test(c)).slice(0, 3);
    return named?.trim() ? `"${named.trim()}"` : `${dialog.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')} (no name)`;
  };
  const following = new Set<Element>();
  const follow = (dialog: Element) => {
    following.add(dialog);
    const opened = performance.now();
    let touched = false;
    const touch = (e: Event) => {
      if (e.isTrusted) touched = true;
    };
    document.addEventListener('pointerdown', touch, true);
    document.addEventListener('keydown', touch, true);
    // Checked until it takes the focus or is reported; once closed, it is checked again when it opens again.
    const stop = () => {
      document.removeEventListener('pointerdown', touch, true);
      document.removeEventListener('keydown', touch, true);
    };
    const check = () => {
      if (!shown(dialog)) return stop();
      const input = firstInput(dialog);
      const active = document.activeElement;
      // Without an input, the focus anywhere in the dialog, its modal container included (MUI focuses that).
      if (input ? active === input : (dialog.closest('.MuiDialog-container') ?? dialog).contains(active)) return stop();
      // Its modal's backdrop and container fade in: wait for them, then a moment for a focus set after the transition.
      const layer = dialog.closest('.MuiModal-root') ?? dialog;
      const moving = layer.getAnimations({ subtree: true }).some((a) => a.playState === 'running');
      const waited = performance.now() - opened;
      if (touched || (!moving && waited > 300) || waited > 3_000) {
        stop();
        report(`the dialog ${title(dialog)} opened with the focus on ${describe(active)}, not on ${input ? `its first input, ${describe(input)}` : 'anything inside it'}`);
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  // A dialog opens when it is added shown, or when one kept in the page (hidden) is shown.
  new MutationObserver(() => {
    for (const dialog of following) if (!shown(dialog)) following.delete(dialog);
    for (const dialog of document.querySelectorAll('[role=dialog],[role=alertdialog]')) if (!following.has(dialog) && shown(dialog)) follow(dialog);
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['role', 'class', 'style', 'aria-hidden'] });
}

/**
 * Watches the pages of some browser contexts for console errors, page errors and failed calls, and
 * audits screens with axe-core. `verify()` throws one error naming everything unexpected since the last
 * call; the session calls it after each test.
 */
export class Watch {
  private problems: Problem[] = [];
  private expectations: Expectation[] = [];
  private violations: { screen: string; path: string; results: Result[] }[] = [];
  private layoutSeen = new Set<string>();

  /** Watches every page of `context` opened from now on. */
  async attach(context: BrowserContext): Promise<void> {
    await context.exposeBinding('__harnessDialogFocus', (_source, problem: string) => this.problems.push({ kind: 'dialog focus', text: problem }));
    await context.addInitScript({ content: inPage(followDialogs) });
    context.on('weberror', (e) => this.problems.push({ kind: 'page error', text: e.error().stack ?? e.error().message }));
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs every failed load; an /api or /auth one is reported, with its address, as a failed call.
      if (/^Failed to load resource/.test(message.text()) && apiCall(message.location().url)) return;
      if (message.text().startsWith(MISSING_KEY_REPORT)) return this.problems.push({ kind: 'missing translation', text: message.text(), url: message.location().url });
      this.problems.push({ kind: 'console error', text: message.text(), url: message.location().url });
    });
    context.on('response', (response) => {
      if (response.status() < 400 || !apiCall(response.url())) return;
      const method = response.request().method();
      this.problems.push({
        kind: 'failed call',
        text: `${method} ${pathOf(response.url())} answered ${response.status()}`,
        method,
        url: response.url(),
        status: response.status(),
        detail: response.text().then(
          (body) => body.replace(/\s+/g, ' ').slice(0, 200),
          () => '',
        ),
      });
    });
    context.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      // Aborted by the page itself (a query cancelled, a navigation, a download taking over): not a failure.
      if (!apiCall(request.url()) || error === 'net::ERR_ABORTED') return;
      this.problems.push({ kind: 'failed call', text: `${request.method()} ${pathOf(request.url())} failed: ${error}`, method: request.method(), url: request.url() });
    });
  }

  /** Declares that a call to `url` (a pattern of its path, or a part of it) answers `status` in this test. */
  expectFailedCall(url: RegExp | string, status?: number): void {
    this.expectations.push({
      what: `a failed call to ${url}${status ? ` answering ${status}` : ''}`,
      matches: (p) => p.kind === 'failed call' && !!p.url && matchText(url, pathOf(p.url)) && (status === undefined || p.status === status),
      seen: false,
    });
  }

  /** Declares that the page logs an error (console.error or uncaught) matching `text` in this test. */
  expectConsoleError(text: RegExp | string): void {
    this.expectations.push({ what: `a console error matching ${text}`, matches: (p) => (p.kind === 'console error' || p.kind === 'page error') && matchText(text, p.text), seen: false });
  }

  /**
   * Checks the page as it is now, once its transitions are done: its width against its viewport's and the
   * focus of an open dialog (each problem recorded once per test), then axe-core, recording each serious or
   * critical violation under `screen`. A page whose document has not changed since its last audit is not
   * audited by axe-core again.
   */
  async audit(page: Page, screen: string): Promise<void> {
    if (page.isClosed() || !/^https?:/.test(page.url())) return;
    await settled(page);
    try {
      const layout = async () => (await page.evaluate(inPage(layoutProblems))) as ReturnType<typeof layoutProblems>;
      let found = await layout();
      if (found.length) {
        // A dialog or menu about to close or move (its transition not started yet when the audit began): looked at again.
        await page.waitForTimeout(300);
        await settled(page);
        const again = await layout();
        found = again.filter((p) => found.some((q) => q.kind === p.kind));
      }
      for (const { kind, text } of found) {
        const once = `${kind} ${pathOf(page.url())} ${text}`;
        if (this.layoutSeen.has(once)) continue;
        this.layoutSeen.add(once);
        this.problems.push({ kind, text: `on "${screen}" (${pathOf(page.url())}): ${text}` });
      }
      const fresh = await page.evaluate(() => {
        const w = window as unknown as { __auditedHtml?: string };
        const html = document.documentElement.outerHTML;
        if (w.__auditedHtml === html) return false;
        w.__auditedHtml = html;
        return true;
      });
      if (!fresh) return;
      if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
      const results = await page.evaluate(() => {
        type Axe = { run: (c: Document, o: object) => Promise<AxeResults>; _audit?: { rules: { id: string; impact?: string }[] } };
        const axe = (window as unknown as { axe: Axe }).axe;
        // Only serious and critical violations fail a test: the rules whose worst is moderate or minor (region,
        // landmarks, heading order…) are not run, some tenth of axe's time. Each rule declares that impact.
        const milder = (axe._audit?.rules ?? []).filter((r) => r.impact === 'minor' || r.impact === 'moderate');
        return axe.run(document, { resultTypes: ['violations'], rules: Object.fromEntries(milder.map((r) => [r.id, { enabled: false }])) });
      });
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      if (serious.length) this.violations.push({ screen, path: pathOf(page.url()), results: serious });
    } catch (err) {
      // The page navigated away while it was audited: the next screen will be audited in its turn.
      if (!/Execution context was destroyed|navigation|Target page, context or browser has been closed/i.test(String(err))) throw err;
    }
  }

  /** Throws one error naming every unexpected console error, failed call and accessibility violation since the last call, and every expected one that did not happen. */
  async verify(): Promise<void> {
    const problems = this.problems;
    const expectations = this.expectations;
    const violations = this.violations;
    this.problems = [];
    this.expectations = [];
    this.violations = [];
    this.layoutSeen.clear();
    const unexpected: string[] = [];
    for (const problem of problems) {
      const expected = expectations.find((e) => e.matches(problem));
      if (expected) {
        expected.seen = true;
        continue;
      }
      // A body Chromium no longer holds (the page navigated on) never arrives: wait a second at most.
      const detail = problem.detail ? await Promise.race([problem.detail, new Promise<string>((r) => setTimeout(() => r(''), 1_000))]) : '';
      unexpected.push(`- ${problem.kind}: ${problem.text}${detail ? ` (${detail})` : ''}${problem.kind === 'console error' && problem.url ? ` at ${problem.url}` : ''}`);
    }
    const lines: string[] = [];
    if (unexpected.length) lines.push('Unexpected console errors and failed calls:', ...unexpected);
    const missing = expectations.filter((e) => !e.seen);
    if (missing.length) lines.push('Expected but did not happen:', ...missing.map((e) => `- ${e.what}`));
    if (violations.length) {
      lines.push('Serious or critical accessibility violations (axe-core):');
      for (const { screen, path, results } of violations) {
        lines.push(`- on "${screen}" (${path}):`);
        for (const v of results) {
          const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
          lines.push(`    ${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}): ${v.help}; ${targets.join(' | ')}${v.nodes.length > 3 ? ' | …' : ''} [${v.helpUrl}]`);
          const why = v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.failureSummary;
          if (why) lines.push(`      ${why.replace(/\s+/g, ' ')}`);
          // The element itself: a class name alone (emotion's css-…) does not say which it is.
          if (v.nodes[0]?.html) lines.push(`      ${v.nodes[0].html.replace(/\s+/g, ' ').slice(0, 300)}`);
        }
      }
    }
    if (lines.length) throw new Error(lines.join('\n'));
  }
}

export interface SessionOptions {
  /** Where the page starts (signed in when `user` is given): '/admin/makes'. */
  path: string;
  /** Who signs in; none leaves the page where `path` leads a visitor (the login page). */
  user?: User;
  /** The console's language, chosen on the login page. */
  language?: Language;
}

export interface ConsoleSession {
  /** The signed-in page of the file (it may be taken at the top of the file: `const { page } = session`). */
  readonly page: Page;
  /** The server's address, without a trailing slash. */
  readonly url: string;
  /** Opens `path` (`/admin/makes`) on the session's page, or on `page`. */
  goto(path: string, page?: Page): Promise<void>;
  /** Opens the list at `path` with `filter` (none by default: lists keep their last one) and waits for its first row. */
  openList(path: string, filter?: Record<string, unknown>): Promise<void>;
  /** Saves a screenshot of the page (the session's by default; `fullPage`: all of it, not the window) once its transitions are done, and audits it with axe-core. */
  screenshot(name: string, page?: Page, options?: { fullPage?: boolean }): Promise<void>;
  /** Audits the page (the session's by default) with axe-core, as `screen`. */
  audit(screen: string, page?: Page): Promise<void>;
  /** Switches the console's language with the app bar's language menu. */
  setLanguage(language: Language, page?: Page): Promise<void>;
  /** Another browser, watched too: at `path`, signed in as `user` when given. Closed after the file. */
  newPage(options: SessionOptions): Promise<Page>;
  /** Declares that this test expects a call to `url` to answer `status` (or fail); the test fails if it does not. */
  expectFailedCall(url: RegExp | string, status?: number): void;
  /** Declares that this test expects an error matching `text` in the browser's console. */
  expectConsoleError(text: RegExp | string): void;
}

/** Signs `page` in as `user` from the login page it shows, and waits until it has left it. */
async function signIn(page: Page, user: User): Promise<void> {
  await login(page, user, passwordOf(user));
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Registers the hooks of one e2e file: one server and one browser for the file, a page at `path`
 * signed in as `user` in `language`, and after each test a check of what the watch collected. Use it
 * at the top of the file: `const session = consoleSession({ path: '/admin/makes', user: 'admin' })`.
 */
export function consoleSession(options: SessionOptions): ConsoleSession {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let main: Page | undefined;
  const contexts: BrowserContext[] = [];
  const watch = new Watch();

  const open = async ({ path, user, language }: SessionOptions): Promise<Page> => {
    if (!browser || !server) throw new Error('The session has not started: use it inside tests.');
    // Less motion, as a user may ask for it: the console then opens and closes dialogs and menus at once (no time spent waiting on them).
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true, reducedMotion: 'reduce' });
    await watch.attach(context);
    contexts.push(context);
    const page = await context.newPage();
    if (language === 'es' || user) {
      await page.goto(`${server.url}${path}`);
      await page.locator('#username').waitFor();
      if (language === 'es') await page.getByRole('button', { name: 'Español' }).click();
      if (user) await signIn(page, user);
    } else {
      await page.goto(`${server.url}${path}`);
    }
    return page;
  };

  // The file's page, usable as soon as the file is loaded (`const { page } = session`): it stands for the page the session opens.
  const page = new Proxy({} as Page, {
    get(_, property) {
      if (!main) throw new Error('The session has not started: use its page inside tests.');
      const value = Reflect.get(main, property, main);
      return typeof value === 'function' ? value.bind(main) : value;
    },
  });
  const session: ConsoleSession = {
    page,
    get url() {
      if (!server) throw new Error('The session has not started: use it inside tests.');
      return server.url;
    },
    goto: async (path, page = session.page) => {
      await page.goto(`${session.url}${path}`);
    },
    openList: async (path, filter = {}) => {
      await session.page.goto(`${session.url}${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
      await session.page.locator('table tbody tr').first().waitFor();
    },
    screenshot: async (name, page = session.page, options = {}) => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await settled(page);
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: options.fullPage });
      await watch.audit(page, name);
    },
    audit: (screen, page = session.page) => watch.audit(page, screen),
    setLanguage: async (language, page = session.page) => {
      await page.getByRole('button', { name: /^(English|Español)$/i }).click();
      const name = language === 'es' ? 'Español' : 'English';
      await page.getByRole('menuitem', { name }).click();
      await page.getByRole('button', { name }).waitFor();
    },
    newPage: open,
    expectFailedCall: (url, status) => watch.expectFailedCall(url, status),
    expectConsoleError: (text) => watch.expectConsoleError(text),
  };

  before(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    main = await open(options);
    await watch.verify();
  });
  afterEach(async (t) => {
    for (const context of contexts) for (const page of context.pages()) await watch.audit(page, `end of "${t.name}"`);
    await watch.verify();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  return session;
}
