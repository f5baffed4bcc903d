/** The serving process's turn at the history's queue of entries to word (db/historyWords.ts), every second (jobs/schedule.ts). */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { addQueuedWords } from '../../db/historyWords';
import { scheduleJob } from '../../jobs/schedule';

export const WORDS_SCHEDULE = { firstAfterMs: 1_000, everyMs: 1_000 };

export function scheduleWords(app: FastifyInstance, db: Db, schedule = WORDS_SCHEDULE): void {
  const run = async () => {
    const entries = await addQueuedWords(db);
    if (entries > 0) app.log.debug({ event: 'history.worded', entries }, `added the words of ${entries} history entries`);
  };
  scheduleJob(app, run, schedule, { event: 'history.words_failed', message: 'adding the words of history entries failed' });
}
