/**
 * Run before the browser tests (`npm run test:e2e`): makes the seeded data directory every file's server starts
 * from (harness.ts, `seededTemplate`) once, before two files run side by side and would each make it; and starts the
 * browser once, so that on a fresh machine @sparticuz/chromium unpacks it here: two files unpacking it side by side,
 * one started it while the other was still writing it (`spawn ETXTBSY`).
 */
import { launchBrowser, seededTemplate } from './harness';

const started = performance.now();
const [dir, browser] = await Promise.all([seededTemplate(), launchBrowser()]);
await browser.close();
console.log(`Seeded data for the browser tests: ${dir}, browser ready (${((performance.now() - started) / 1000).toFixed(1)} s)`);
