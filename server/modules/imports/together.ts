/**
 * The new records of an import's chunk created together (issue 34's figures): where the list's save call also
 * creates many records at once (`CREATE_MANY`: the same rules, the businesses or items and their children in a
 * statement each, every one recorded in the change history), a chunk's new rows are checked by the call's own schema
 * and created by it, rather than by a call each (a business's save alone cost 8–13 ms, most of it its search
 * triggers run once per statement). A row it does not create (its body or a rule refuses it) is left to its own call,
 * which says why; so is every row of a chunk the database refused (a key taken meanwhile).
 */
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type BusinessLocationInput, businessContract } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import { importsContract } from '../../../contract/imports';
import { type LookupItemInput, lookupContract } from '../../../contract/lookup';
import { rolledBack, withCallContext } from '../../db/callContext';
import type { Db } from '../../db/database';
import { isUniqueViolation, Refusal } from '../../db/domainErrors';
import type { Author } from '../../db/write';
import type { TokenUser } from '../../auth/tokens';
import { createBusinesses } from '../business/business.repository';
import { createLookups } from '../lookup/lookups.repository';

type CreateMany = (db: Db, author: Author, bodies: unknown[]) => Promise<(number | null)[]>;

/** The save calls that also create many records at once, by their endpoint: per body, its new id or null (left to the call). */
const CREATE_MANY = new Map<Endpoint, CreateMany>([
  [businessContract.upsert, (db, author, bodies) => createBusinesses(db, author, bodies as BusinessLocationInput[])],
  [lookupContract.upsert, (db, author, bodies) => createLookups(db, author, bodies as LookupItemInput[])],
]);

/** Whether `save`'s new records can be created together: it creates many, and whoever may import may call it. */
const createsMany = (save: Endpoint) => CREATE_MANY.has(save) && save.access === importsContract.check.access;

/**
 * A refusal a rule or the database made (left to each row's call, which says why): a domain refusal, an integrity
 * constraint or a value PostgreSQL refused (SQLSTATE classes 23 and 22), or a transaction it rolled back (class 40: a
 * deadlock with the chunk beside it over the business search's word counts); not a fault (a connection lost).
 */
const refused = (err: unknown) => err instanceof Refusal || isUniqueViolation(err) || /^(2[23]|40)/.test(String((err as { code?: unknown }).code ?? ''));

export interface Together {
  req: FastifyRequest;
  db: Db;
  save: Endpoint;
  /** A check: created in a transaction rolled back. */
  dryRun?: boolean;
  /** All or nothing: created in the import's transaction (behind a savepoint, so that a refusal leaves it usable). */
  transaction?: Db;
  /** The change history's source of the changes (`import:<file>`). */
  source?: string;
}

/** Creates the records of `bodies` (save bodies of new records) together: per body, its new id, or null when it is left to its call. */
export async function createTogether(t: Together, bodies: readonly Record<string, unknown>[]): Promise<(number | null)[]> {
  const none = bodies.map(() => null);
  const createMany = CREATE_MANY.get(t.save);
  if (!createMany || !createsMany(t.save) || bodies.length === 0) return none;
  const parsed = bodies.map((body) => t.save.body?.safeParse(body));
  const valid = parsed.flatMap((p) => (p?.success ? [p.data] : []));
  const author = { userId: (t.req.user as TokenUser).id };
  const create = (db: Db) => withCallContext({ source: t.source, dryRun: t.dryRun }, () => createMany(db, author, valid));
  let ids: (number | null)[];
  try {
    ids = await createIn(t, create);
  } catch (err) {
    if (!refused(err)) throw err;
    return none;
  }
  return parsed.map((p) => (p?.success ? (ids.shift() ?? null) : null));
}

async function createIn(t: Together, create: (db: Db) => Promise<(number | null)[]>): Promise<(number | null)[]> {
  if (t.transaction) return behindSavepoint(t.transaction, create);
  return t.dryRun ? rolledBack(t.db, create) : t.db.transaction().execute(create);
}

/** Runs `create` in transaction `trx` behind a savepoint: a refusal undoes its writes and leaves the transaction usable. */
async function behindSavepoint<T>(trx: Db, create: (db: Db) => Promise<T>): Promise<T> {
  await sql`SAVEPOINT import_together`.execute(trx);
  try {
    const done = await create(trx);
    await sql`RELEASE SAVEPOINT import_together`.execute(trx);
    return done;
  } catch (err) {
    await sql`ROLLBACK TO SAVEPOINT import_together`.execute(trx);
    throw err;
  }
}
