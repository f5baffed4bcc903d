/** Starting the console's server for the bench: directly with tsx, or the way `npm start` does. */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { freePort, type Group, spawnGroup, stopGroup, waitUntilReady } from './processes';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export type ServerSetup = {
  dataDir: string;
  port: number;
  adminPassword: string;
  demoPassword: string;
  /** Directory for the servers' logs. */
  logDir: string;
};

export async function newSetup(dataDir: string, logDir: string): Promise<ServerSetup> {
  return {
    dataDir,
    port: await freePort(),
    adminPassword: `bench-${randomBytes(12).toString('base64url')}`,
    demoPassword: `bench-${randomBytes(12).toString('base64url')}`,
    logDir,
  };
}

export function baseUrl(setup: ServerSetup): string {
  return `http://127.0.0.1:${setup.port}`;
}

function serverEnv(setup: ServerSetup): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: setup.dataDir,
    PORT: String(setup.port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: setup.adminPassword,
    DEMO_PASSWORD: setup.demoPassword,
    LOG_LEVEL: 'warn',
    // An inherited database or key server would make the bench measure something else.
    DATABASE_URL: '',
    AUTH_JWKS_URL: '',
  };
}

let started = 0;

function logFile(setup: ServerSetup, label: string): string {
  started += 1;
  return join(setup.logDir, `${String(started).padStart(2, '0')}-${label}.log`);
}

/** `tsx server/main.ts`, without the build check. */
export function spawnServer(setup: ServerSetup): Group {
  return spawnGroup(join(projectRoot, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: projectRoot,
    env: serverEnv(setup),
    logFile: logFile(setup, 'tsx'),
  });
}

/** `npm start` itself: the build check, then tsx. */
export function spawnNpmStart(setup: ServerSetup): Group {
  return spawnGroup('npm', ['start'], { cwd: projectRoot, env: serverEnv(setup), logFile: logFile(setup, 'npm-start') });
}

export async function waitReady(setup: ServerSetup, group: Group, timeoutMs?: number): Promise<void> {
  await waitUntilReady(`${baseUrl(setup)}/readyz`, group, timeoutMs);
}

/**
 * Runs `use` against the console served (`tsx server/main.ts`, its environment this process's) from a scratch
 * directory in `workDir` (its data and logs), the server stopped after, whatever `use` does.
 */
export async function withServedConsole<T>(workDir: string, use: (base: string, setup: ServerSetup) => Promise<T>): Promise<T> {
  mkdirSync(join(workDir, 'logs'), { recursive: true });
  const setup = await newSetup(join(workDir, 'data'), join(workDir, 'logs'));
  const server = spawnServer(setup);
  try {
    await waitReady(setup, server, 120_000);
    return await use(baseUrl(setup), setup);
  } finally {
    await stopGroup(server);
  }
}

/** Signs the admin in on `page` through the console's login form, and waits until it has left it. */
export async function signInAsAdmin(page: Page, base: string, setup: ServerSetup): Promise<void> {
  await page.goto(`${base}/login`);
  await page.fill('#username', 'admin');
  await page.fill('#password', setup.adminPassword);
  await page.click('button[type=submit]');
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
}
