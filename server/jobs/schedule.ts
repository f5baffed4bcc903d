/**
 * A job of the serving process: run once shortly after the server is ready, then every `everyMs`, until the server
 * closes (a run in progress is waited for, so the database is not closed under it). A failed run (the database gone
 * for a moment) is logged and the next one tried on time. The auth records' pruning (auth/pruneJob.ts) and the
 * history's words (modules/history/words.ts) run so.
 */
import type { FastifyInstance } from 'fastify';

export interface Schedule {
  firstAfterMs: number;
  everyMs: number;
}

export function scheduleJob(app: FastifyInstance, run: () => Promise<void>, schedule: Schedule, failure: { event: string; message: string }): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const next = (ms: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = once();
    }, ms);
    timer.unref(); // the job never keeps the process alive on its own
  };
  const once = async () => {
    try {
      await run();
    } catch (err) {
      app.log.error({ err, event: failure.event }, failure.message);
    }
    next(schedule.everyMs);
  };

  app.addHook('onReady', async () => next(schedule.firstAfterMs));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
