/**
 * JavaScript a real browser fetches: to show the login page, then from
 * submitting it to the first list page (makes). Sizes are the gzip size of each
 * response body at zlib's default level, whatever the server sent on the wire.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import chromium from '@sparticuz/chromium';
import { type Page, chromium as playwright, type Response } from 'playwright-core';
import { type Figure, kb, KB } from './report';

export const LIMITS = { loginKb: 100, toListKb: 350 } as const;

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Phase = 'login' | 'toList' | 'after';

export type JsFetch = { phase: Phase; url: string; status: number; bytes: number; gzip: number; encoding: string | null };

export type BundleResult = { fetches: JsFetch[]; loginGzip: number; toListGzip: number; afterGzip: number };

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

async function executablePath(): Promise<string> {
  return process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : await chromium.executablePath());
}

export async function measureBundle(base: string, password: string): Promise<BundleResult> {
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
    await page.goto(`${base}/admin/makes`);
    await page
      .locator('#username')
      .waitFor({ state: 'visible', timeout: 30_000 })
      .catch(() => {
        throw explain('the login page did not show #username');
      });
    // Whatever the login page fetches while the user types counts as the login page's.
    await networkQuiet(page);

    // Phase B: sign in; the console goes to the remembered /admin/makes.
    phase = 'toList';
    await page.fill('#username', 'admin');
    await page.fill('#password', password);
    await page.click('button[type=submit]');
    await page
      .waitForFunction(() => Array.from(document.querySelectorAll('input')).some((input) => input.value === 'Acura'), undefined, { timeout: 60_000 })
      .catch(async () => {
        const alert = await page
          .locator('[role=alert]')
          .allInnerTexts()
          .catch(() => []);
        throw explain(`the makes list never showed "Acura"${alert.length ? ` (alert: ${alert.join(' / ')})` : ''}`);
      });
    phase = 'after';
    const path = new URL(page.url()).pathname;
    if (path !== '/admin/makes') throw explain(`expected the makes list at /admin/makes, got ${path}`);
    // Only to report JavaScript fetched after the list was shown (not part of either figure).
    await networkQuiet(page, 1_000);
    await Promise.all(reading);

    const sum = (p: Phase) => fetches.filter((f) => f.phase === p).reduce((total, f) => total + f.gzip, 0);
    return { fetches, loginGzip: sum('login'), toListGzip: sum('toList'), afterGzip: sum('after') };
  } finally {
    await browser.close();
  }
}

export function printFetches(result: BundleResult): void {
  const titles: Record<Phase, string> = {
    login: 'Phase A: to show the login page',
    toList: 'Phase B: from login to the makes list',
    after: 'After the makes list was shown (not counted)',
  };
  for (const phase of ['login', 'toList', 'after'] as const) {
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

export function bundleFigures(result: BundleResult): Figure[] {
  return [
    {
      name: 'JavaScript fetched to show the login page (gzip)',
      measured: kb(result.loginGzip),
      limit: `<= ${LIMITS.loginKb} KB`,
      pass: result.loginGzip <= LIMITS.loginKb * KB,
    },
    {
      name: 'JavaScript fetched from login to the first list page (gzip)',
      measured: kb(result.toListGzip),
      limit: `<= ${LIMITS.toListKb} KB`,
      pass: result.toListGzip <= LIMITS.toListKb * KB,
    },
  ];
}
