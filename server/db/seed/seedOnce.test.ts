/**
 * Two processes starting together on an empty database both find it empty: one seeds, the other waits for it and
 * finds it seeded, and neither fails (the roles would otherwise be inserted twice). On PostgreSQL (TEST_DATABASE_URL)
 * the two run on two connections at once; on PGlite they take turns on its one.
 */
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../test/bareDatabase';
import type { Db } from '../database';
import { migrateToLatest } from '../migrate';
import { seedIfEmpty } from './seed';

describe('seedIfEmpty', () => {
  it('seeds once when two starts find the database empty together', async () => {
    const db = (await bareDatabase()) as unknown as Db;
    await migrateToLatest(db as unknown as Kysely<unknown>);
    const options = { adminPassword: 'Seed-once-Admin-pw-1', demoPassword: 'Seed-once-Demo-pw-1', businesses: 3, serviceRequests: 3 };
    const results = await Promise.all([seedIfEmpty(db, options), seedIfEmpty(db, options)]);
    expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
    const roles = await db.selectFrom('roles').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const admins = await db.selectFrom('users').select('id').where('username', '=', 'admin').execute();
    expect(Number(roles.n)).toBeGreaterThan(0);
    expect(admins).toHaveLength(1);
  }, 120_000);
});
