/**
 * JavaScript a real browser fetches from a cold cache, as a user pays it: a deep
 * link with no session shows the login page, then signing in lands on the linked
 * screen. Two journeys, each in a fresh browser: to the first list (makes) and
 * to a business's detail. Each total (login page included) must stay within its
 * journey's budget (issue 32: 300 KB to the first list, 340 KB to a business's detail); the login page alone
 * within 100 KB. Sizes are the gzip size of each
 * response body at zlib's default level, whatever the server sent on the wire.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import chromium from '@sparticuz/chromium';
import { type Page, chromium as playwright, type Response } from 'playwright-core';
import { type Figure, kb, KB } from './report';

export const LIMITS = { loginKb: 100 } as const;

/** Where a journey goes after the login page, and how to tell it has arrived. */
export interface Journey {
  name: string;
  /** Its budget, login page included (gzip KB). */
  limitKb: number;
  path: string;
  arrived: (page: Page) => Promise<unknown>;
}

export const JOURNEYS: Journey[] = [
  {
    name: 'the first list (makes)',
    limitKb: 300,
    path: '/admin/makes',
    arrived: (page) => page.waitForFunction(() => Array.from(document.querySelectorAll('input')).some((input) => input.value === 'Acura'), undefined, { timeout: 60_000 }),
  },
  {
    name: "a business's detail",
    limitKb: 340,
    path: '/business/update/1',
    arrived: (page) => page.getByRole('tab', { name: 'Location' }).waitFor({ timeout: 60_000 }),
  },
];

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Phase = 'login' | 'target' | 'after';

export type JsFetch = { phase: Phase; url: string; status: number; bytes: number; gzip: number; encoding: string | null };

export type BundleResult = { journey: Journey; fetches: JsFetch[]; loginGzip: number; targetGzip: number; afterGzip: number };

function isJavaScript(response: Response): boolean {
  if (response.request().resourceType() === 'script') return true;
  try {
    return new URL(response.url()).pathname.endsWith('.js');
  } catch {
    return false;
  }
}

/** Resolves once no request has been in flight for `quietMs`. */
function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      clearTimeout(timer);
      clearTimeout(cap);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(finish, quietMs);
    };
    const onRequest = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const onDone = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const cap = setTimeout(finish, timeoutMs);
    page.on('request', onRequest);
    page.on('requestfinished', onDone);
    page.on('requestfailed', onDone);
    arm();
  });
}

export async function executablePath(): Promise<string> {
  return process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : await chromium.executablePath());
}

export async function measureBundle(base: string, password: string, journey: Journey): Promise<BundleResult> {
  const browser = await playwright.launch({ executablePath: await executablePath(), headless: true, args: LAUNCH_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });

    let phase: Phase = 'login';
    const fetches: JsFetch[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      if (!isJavaScript(response)) return;
      const at = phase;
      reading.push(
        (async () => {
          const body = await response.body().catch(() => null);
          const encoding = (await response.headerValue('content-encoding').catch(() => null)) ?? null;
          fetches.push({
            phase: at,
            url: response.url(),
            status: response.status(),
            bytes: body?.length ?? 0,
            gzip: body ? gzipSync(body).length : 0,
            encoding,
          });
        })(),
      );
    });

    const explain = (what: string) =>
      new Error(`${what} (at ${page.url()})${problems.length ? `; the page reported:\n  ${problems.slice(0, 5).join('\n  ')}` : ''}`);

    // Phase A: a deep link with no session; the console remembers it and shows its login page.
    await page.goto(`${base}${journey.path}`);
    await page
      .locator('#username')
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(() => {
        throw explain('the login page did not show #username');
      });
    // Whatever the login page fetches while the user types counts as the login page's.
    await networkQuiet(page);

    // Phase B: sign in; the console goes to the remembered screen.
    phase = 'target';
    await page.fill('#username', 'admin');
    await page.fill('#password', password);
    await page.click('button[type=submit]');
    await journey.arrived(page).catch(async () => {
      const alert = await page
        .locator('[role=alert]')
        .allInnerTexts()
        .catch(() => []);
      throw explain(`${journey.name} was never shown${alert.length ? ` (alert: ${alert.join(' / ')})` : ''}`);
    });
    phase = 'after';
    const path = new URL(page.url()).pathname;
    if (path !== journey.path) throw explain(`expected ${journey.path}, got ${path}`);
    // Only to report JavaScript fetched after the screen was shown (not part of any figure).
    await networkQuiet(page, 1_000);
    await Promise.all(reading);

    const sum = (p: Phase) => fetches.filter((f) => f.phase === p).reduce((total, f) => total + f.gzip, 0);
    return { journey, fetches, loginGzip: sum('login'), targetGzip: sum('target'), afterGzip: sum('after') };
  } finally {
    await browser.close();
  }
}

export function printFetches(result: BundleResult): void {
  const titles: Record<Phase, string> = {
    login: `To show the login page (deep link to ${result.journey.path})`,
    target: `From login to ${result.journey.name}`,
    after: 'After the screen was shown (not counted)',
  };
  for (const phase of ['login', 'target', 'after'] as const) {
    const files = result.fetches.filter((f) => f.phase === phase);
    if (phase === 'after' && files.length === 0) continue;
    console.log(`\n${titles[phase]}: ${files.length} script(s)`);
    for (const f of files) {
      const path = new URL(f.url).pathname;
      const wire = f.encoding ? `, sent ${f.encoding}` : ', sent uncompressed';
      console.log(`  ${path.padEnd(40)} ${kb(f.bytes).padStart(10)} raw ${kb(f.gzip).padStart(9)} gzip  (HTTP ${f.status}${wire})`);
    }
  }
}

export const figureNames = (journey: Journey) => [
  'JavaScript fetched to show the login page (gzip)',
  `JavaScript from a cold cache to ${journey.name}, login included (gzip)`,
];

export function bundleFigures(result: BundleResult): Figure[] {
  const [login, total] = figureNames(result.journey);
  const all = result.loginGzip + result.targetGzip;
  return [
    { name: login, measured: kb(result.loginGzip), limit: `<= ${LIMITS.loginKb} KB`, pass: result.loginGzip <= LIMITS.loginKb * KB },
    { name: `  of which after the login`, measured: kb(result.targetGzip), limit: '', pass: null },
    { name: total, measured: kb(all), limit: `<= ${result.journey.limitKb} KB`, pass: all <= result.journey.limitKb * KB },
  ];
}
