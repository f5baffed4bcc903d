/** The test database is what the server runs on: migrated, seeded, with pg_trgm usable for search. */
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { withTestApp } from '../test/harness';
import { migrations } from './migrations';

const t = withTestApp();

describe('database', () => {
  it('has every migration applied', async () => {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it('can use pg_trgm (trigram search) from the tables’ schema', async () => {
    const { rows } = await sql<{ s: number }>`select similarity('Chevrolet', 'Chevy') as s`.execute(t.db);
    expect(rows[0].s).toBeGreaterThan(0);
    await sql`create index makes_make_trgm_test on makes using gin (make gin_trgm_ops)`.execute(t.db);
    await sql`drop index makes_make_trgm_test`.execute(t.db);
  });

  it('is seeded with the demo users and reference data', async () => {
    // Platform users; the demo businesses' users live in the same table with a business_id, the sales reps' with a sales_reps link.
    // The technicians who take service requests are platform users too, without a login.
    const users = await t.db
      .selectFrom('users')
      .select(['username', 'has_login'])
      .select(({ exists, selectFrom }) =>
        exists(selectFrom('user_roles as ur').innerJoin('roles as ro', 'ro.id', 'ur.role_id').whereRef('ur.user_id', '=', 'users.id').where('ro.name', '=', 'Technician')).as('technician'),
      )
      .where('business_id', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sales_reps').select('sales_reps.id').whereRef('sales_reps.user_id', '=', 'users.id'))))
      .orderBy('id')
      .execute();
    expect(users.filter((u) => u.has_login).map((u) => u.username)).toEqual(['admin', 'demo.admin', 'demo.tech']);
    const technicians = users.filter((u) => !u.has_login);
    expect(technicians.length).toBe(12);
    expect(technicians.every((u) => u.technician && u.username === null)).toBe(true);
    const makes = await t.db.selectFrom('makes').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(makes.n).toBeGreaterThan(10);
  });

  it('migrates another database beside this one (schemas sharing a PostgreSQL database keep their own history)', async () => {
    const other = await openTestDatabase(inject('pgliteSnapshot'));
    try {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(other.db);
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations));
      await other.db.insertInto('makes').values({ make: 'Only In The Other' }).execute();
      expect(await t.db.selectFrom('makes').select('id').where('make', '=', 'Only In The Other').execute()).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
