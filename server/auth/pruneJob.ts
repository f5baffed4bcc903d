/** Runs the pruning (prune.ts) once shortly after the server is ready, then every ten minutes (jobs/schedule.ts). */
import type { FastifyInstance } from 'fastify';
import { type Schedule, scheduleJob } from '../jobs/schedule';
import type { Pruned } from './prune';

export const PRUNE_SCHEDULE: Schedule = { firstAfterMs: 30_000, everyMs: 10 * 60_000 };

export function schedulePruning(app: FastifyInstance, prune: () => Promise<Pruned>, schedule = PRUNE_SCHEDULE): void {
  const run = async () => {
    const removed = await prune();
    const total = Object.values(removed).reduce((a, b) => a + b, 0);
    app.log[total > 0 ? 'info' : 'debug']({ event: 'auth.pruned', removed }, `pruned ${total} expired auth records`);
  };
  scheduleJob(app, run, schedule, { event: 'auth.prune_failed', message: 'pruning expired auth records failed' });
}
