/**
 * First start: the roles, the first SuperAdmin and the demo data. Runs only on
 * an empty database. Deterministic apart from the generated passwords.
 */
import { sql } from 'kysely';
import { hashPassword, randomPassword } from '../../auth/passwords';
import { createIdentity } from '../../modules/identity/identities.repository';
import { joinByName } from '../../areaRegistry';
import type { Db } from '../database';
import { seededRandom } from './random';
import type { SeedOptions, SeedRun } from './seedStep';
import { CONFIGURATION, COUNTRIES, INACTIVE_MAKES, MAKES, ROLES, TAX_RATES } from './reference';

export type { SeedOptions } from './seedStep';

export interface SeedResult {
  seeded: boolean;
  /** Passwords generated here (never the ones given): printed once by the caller. */
  generated: { username: string; password: string }[];
}

export const DEMO_USERS = [
  { username: 'admin', given_name: 'Ada', family_name: 'Admin', email: 'admin@example.com', roles: ['SuperAdmin'] },
  { username: 'demo.admin', given_name: 'Dana', family_name: 'Diaz', email: 'dana.diaz@example.com', roles: ['Admin'] },
  { username: 'demo.tech', given_name: 'Tomás', family_name: 'Tech', email: 'tomas.tech@example.com', roles: ['Technician'] },
] as const;

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false, generated: [] };

  const generated: SeedResult['generated'] = [];
  const adminPassword = options.adminPassword ?? randomPassword();
  const demoPassword = options.demoPassword ?? randomPassword();
  if (!options.adminPassword) generated.push({ username: 'admin', password: adminPassword });
  if (!options.demoPassword) generated.push(...DEMO_USERS.slice(1).map((u) => ({ username: u.username, password: demoPassword })));
  // One hash per user, each with its own salt: users sharing a password must not share a stored hash.
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.username === 'admin' ? adminPassword : demoPassword)));

  // Two processes starting together on an empty database (PostgreSQL): the second waits here for the first's seed,
  // then finds it done, rather than failing on its roles.
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':seed'))`.execute(trx);
    if (await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
    await trx.insertInto('roles').values(ROLES.map(([name, type]) => ({ name, type }))).execute();
    for (const [i, u] of DEMO_USERS.entries()) {
      const { roles, ...user } = u;
      await createIdentity(trx, { ...user, password_hash: hashes[i], created_by: 'seed' }, [...roles]);
    }
    await trx
      .insertInto('makes')
      .values([...MAKES.map((make) => ({ make })), ...INACTIVE_MAKES.map((make) => ({ make, is_inactive: true }))])
      .execute();
    for (const c of COUNTRIES) {
      const { id } = await trx.insertInto('countries').values({ name: c.name, abbreviation: c.abbreviation }).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('state_provinces')
        .values(c.states.map(([abbreviation, name]) => ({ abbreviation, name, country_id: id })))
        .execute();
    }
    await trx
      .insertInto('lookups')
      .values([
        ...TAX_RATES.map(([text, rate, code]) => ({ key: 'billing.taxrates', text, decimal_value: rate, string_value: code })),
        ...CONFIGURATION.map(([text, value]) => ({ key: 'configuration', text, value })),
      ])
      .execute();
    // Then every area's steps (their manifests' `seed`), in key order: a step may read what an earlier one wrote.
    let businessIds: Promise<number[]> | undefined;
    const run: SeedRun = {
      options,
      random: seededRandom(20_251_122),
      businessIds: () => {
        businessIds ??= trx.selectFrom('businesses').select('id').orderBy('id').execute().then((rows) => rows.map((b) => b.id));
        return businessIds;
      },
    };
    for (const step of Object.values(joinByName((area) => area.seed))) await step(trx, run);
    // Statistics for the planner after the bulk load: PGlite has no autovacuum to gather them. The seeded schema's
    // tables only: a bare ANALYZE reads every schema's, and deadlocked with another seed running beside it (tests).
    const { rows } = await sql<{ tables: string | null }>`
      SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`.execute(trx);
    if (rows[0]?.tables) await sql.raw(`ANALYZE ${rows[0].tables}`).execute(trx);
    return true;
  });
  return seeded ? { seeded: true, generated } : { seeded: false, generated: [] };
}
