/**
 * What a call made by the server on a user's behalf carries to the route that answers it (issue 34's import, issue
 * 33's revert): the server's own calls go through the list's own route (`app.inject`, with the caller's token and
 * language), and this context, which no client can set, tells that route how to run.
 *
 * - `dryRun`: the route's handler runs in a transaction rolled back after it answers, so the call is checked by
 *   everything a real one is (its validation, its rules, the database's constraints) and writes nothing; the changes
 *   it would have recorded are collected in `changes` (their entries not written: db/changeHistory.ts).
 * - `transaction`: the handler runs in this transaction (all of an import's rows in one, nothing written if one is
 *   refused): its writes join it (database.ts `inTransaction`).
 * - `source`: recorded with every change the call makes (the change history's `source`: "import of shops.csv").
 * - Calls made this way are the one request of the user's that made them: the rate limits do not count them again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './database';

export interface RecordedChange {
  area: string;
  entity: string;
  recordId: number;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface CallContext {
  dryRun?: boolean;
  transaction?: Db;
  source?: string;
  /** The changes the call recorded (or, in a dry run, would have recorded), in order. */
  changes?: RecordedChange[];
}

const context = new AsyncLocalStorage<CallContext>();

/** Runs `fn` (which makes the calls) in `ctx`. */
export const withCallContext = <T>(ctx: CallContext, fn: () => Promise<T>): Promise<T> => context.run(ctx, fn);

/** The context of the call being answered, if the server made it. */
export const callContext = (): CallContext | undefined => context.getStore();

/** Thrown to roll a dry run's transaction back once its work has answered; carries the answer out. */
class DryRunDone {
  constructor(readonly answer: unknown) {}
}

/** `fn`'s answer, its writes rolled back: run in a transaction of `db` that ends by throwing the answer out of it. */
export async function rolledBack<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  try {
    await db.transaction().execute(async (trx) => {
      throw new DryRunDone(await fn(trx));
    });
  } catch (err) {
    if (err instanceof DryRunDone) return err.answer as T;
    throw err;
  }
  throw new Error('a dry run ended without an answer');
}
