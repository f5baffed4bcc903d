/**
 * Runs the pruning (prune.ts) once shortly after the server is ready, then
 * every ten minutes, until the server closes. A failed run (the database gone
 * for a moment) is logged and the next one tried on time.
 */
import type { FastifyInstance } from 'fastify';
import type { Pruned } from './prune';

export const PRUNE_SCHEDULE = { firstAfterMs: 30_000, everyMs: 10 * 60_000 };

export function schedulePruning(app: FastifyInstance, prune: () => Promise<Pruned>, schedule = PRUNE_SCHEDULE): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const next = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = run();
    }, ms);
    timer.unref(); // the job never keeps the process alive on its own
  };
  const run = async () => {
    try {
      const removed = await prune();
      const total = Object.values(removed).reduce((a, b) => a + b, 0);
      app.log[total > 0 ? 'info' : 'debug']({ event: 'auth.pruned', removed }, `pruned ${total} expired auth records`);
    } catch (err) {
      app.log.error({ err, event: 'auth.prune_failed' }, 'pruning expired auth records failed');
    }
    next(schedule.everyMs);
  };

  app.addHook('onReady', async () => next(schedule.firstAfterMs));
  // Waits for a run in progress, so the database is not closed under it.
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
