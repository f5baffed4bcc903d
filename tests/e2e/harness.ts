/**
 * Browser tests run a real Chromium against the server `npm start` runs
 * (server/main.ts on a fresh data directory), and save a screenshot of each
 * screen they visit under test-results/screenshots/.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import chromium from '@sparticuz/chromium';
import { type Browser, type BrowserContext, type Locator, type Page, chromium as playwright } from 'playwright-core';

export const PASSWORDS = { admin: 'e2e-Admin-pass-2026', demo: 'e2e-Demo-pass-2026' } as const;
const SCREENSHOTS = 'test-results/screenshots';

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

export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORDS.admin, DEMO_PASSWORD: PASSWORDS.demo, LOG_LEVEL: 'warn', DATABASE_URL: '', DEMO_BUSINESSES: '200' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
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
      rmSync(dataDir, { recursive: true, force: true });
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

export async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

export async function login(page: Page, username: string, password: string): Promise<void> {
  await page.locator('#username').fill(username);
  await page.getByRole('textbox', { name: /^(Password|Contraseña)$/ }).fill(password);
  await page.locator('button[type=submit]').click();
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
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
