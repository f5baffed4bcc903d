/**
 * Named prepared statements on PostgreSQL, for the reads that ask for one. pg sends every query as an unnamed
 * statement, which PostgreSQL parses and plans again each time; for a short read by key, that is most of its work
 * (a vehicle's ratings: twice the requests a second once prepared). A read marked with PREPARED (at its end:
 * `.modifyEnd(PREPARED)`) is named instead, so each connection parses it once and PostgreSQL may keep a generic
 * plan. Only reads whose plan does not hang on their values are marked: a generic plan reads a range of dates as
 * an average one, and the dashboards' summaries ran twice as slow with them.
 * At most PER_CONNECTION statements are named on a connection; beyond, they run unnamed.
 */
import { sql } from 'kysely';
import type pg from 'pg';

const MARK = '/* prepared */';
/** Ends a statement that is to be a named prepared statement (a read, or the history's insert). */
export const PREPARED = sql.raw(MARK);
export const PER_CONNECTION = 200;

/** Names given, by statement text; false for a text never to be named again. */
const names = new Map<string, string | false>();

/** PostgreSQL refuses a prepared statement whose result columns a schema change altered. */
const stalePlan = (error: unknown) => (error as { code?: string }).code === '0A000' && /cached plan/.test(String((error as Error).message));

type Query = (this: pg.PoolClient, ...args: unknown[]) => unknown;

/** Makes `pool`'s clients name the statements marked PREPARED. */
export function namePreparedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const prepared = new Set<string>();
    const query = client.query as unknown as Query;
    (client as unknown as { query: Query }).query = function (this: pg.PoolClient, ...args: unknown[]) {
      const [text, values] = args;
      if (typeof text !== 'string' || !Array.isArray(values) || args.length !== 2 || !text.endsWith(MARK)) return query.apply(this, args);
      let name = names.get(text);
      if (name === undefined) {
        name = `p${names.size + 1}`;
        names.set(text, name);
      }
      if (name === false || (!prepared.has(name) && prepared.size >= PER_CONNECTION)) return query.apply(this, args);
      prepared.add(name);
      return (query.call(this, { name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        if (!stalePlan(error)) throw error;
        // A table's columns changed under the statement (a migration by another process): it runs unnamed from now on.
        names.set(text, false);
        return query.apply(this, args);
      });
    };
  });
}
