/**
 * Run before the browser tests (`npm run test:e2e`): makes the seeded data directory every file's server starts
 * from (harness.ts, `seededTemplate`) once, before two files run side by side and would each make it.
 */
import { seededTemplate } from './harness';

const started = performance.now();
const dir = await seededTemplate();
console.log(`Seeded data for the browser tests: ${dir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
