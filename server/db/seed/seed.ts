/**
 * First start: the roles, the first SuperAdmin and the demo data. Runs only on
 * an empty database. Deterministic apart from the generated passwords.
 */
import { sql } from 'kysely';
import { hashPassword, randomPassword } from '../../auth/passwords';
import { createIdentity } from '../../modules/users/users.repository';
import type { Db } from '../database';
import { seedBusinessDetails } from './businessDetails';
import { seedChat } from './chat';
import { seedDashboardTemplates } from './dashboard';
import { seedBusinesses, seedBusinessLookups } from './businesses';
import { seedDeviceDetails } from './deviceDetails';
import { seedFiles } from './files';
import { seedDevices } from './devices';
import { seedServiceRequests } from './serviceRequests';
import { seedToolsAndDeviceFiles } from './toolsDeviceFiles';
import { seededRandom } from './random';
import { seedSalesReps } from './salesReps';
import { seedLookupStore } from './lookupStore';
import { assignDemoActivationCards, seedServiceCatalogue } from './serviceCatalogue';
import { seedMessages } from './messages';
import { seedReports } from './reports';
import { seedReferences } from './references';
import { seedOpeningHours } from './openingHours';
import { seedRag } from './rag';
import { seedScanPro } from './scanpro';
import { seedTranslations } from './translations';
import { seedLookupTranslations } from './lookupTranslations';
import { CONFIGURATION, COUNTRIES, INACTIVE_MAKES, MAKES, ROLES, TAX_RATES } from './reference';

export interface SeedOptions {
  adminPassword?: string;
  demoPassword?: string;
  /** How many demo businesses to generate (none when absent). */
  businesses?: number;
  /** How many service requests to spread over them (a few per business when absent). */
  serviceRequests?: number;
}

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

  await db.transaction().execute(async (trx) => {
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
    const lookupIds = await seedBusinessLookups(trx);
    await seedSalesReps(trx);
    // The catalogues of issue 5, area by area.
    await seedLookupStore(trx);
    await seedServiceCatalogue(trx);
    await seedMessages(trx);
    await seedReports(trx);
    await seedReferences(trx);
    // Tenants with their weeks, holidays and the audit log's history (needs the users and the time zones above).
    await seedOpeningHours(trx);
    // Service elements, the demo vehicles' RAG ratings and their audit history (needs the groups and demo.admin).
    await seedRag(trx);
    await seedBusinesses(trx, options.businesses ?? 0, lookupIds);
    // Users, billing, promotions, discounts, notes, devices and service requests of the demo businesses.
    const businessIds = (await trx.selectFrom('businesses').select('id').orderBy('id').execute()).map((b) => b.id);
    const random = seededRandom(20_251_122);
    await seedBusinessDetails(trx, businessIds, () => random.next());
    await seedDevices(trx, businessIds, random);
    await seedServiceRequests(trx, businessIds, random, { total: options.serviceRequests });
    await seedDeviceDetails(trx);
    await seedToolsAndDeviceFiles(trx);
    await assignDemoActivationCards(trx);
    // The files browser's folders, documents and images (admin/files).
    await seedFiles(trx);
    // Chat channels of the newest requests, with conversations, unread messages and saved histories (admin/chat).
    await seedChat(trx, random);
    // Report sections, app labels and the translations already written (after the service elements, if seeded above).
    await seedTranslations(trx);
    // The Spanish of the lookup values every area above has made.
    await seedLookupTranslations(trx);
    // Scan-pro's corporate configuration (business 49, made if the demo is smaller), last: it may add a business.
    await seedScanPro(trx);
    // A few of the SuperAdmin's saved dashboard queries (admin's templates list).
    await seedDashboardTemplates(trx);
    // Statistics for the planner after the bulk load: PGlite has no autovacuum to gather them. The seeded schema's
    // tables only: a bare ANALYZE reads every schema's, and deadlocked with another seed running beside it (tests).
    const { rows } = await sql<{ tables: string | null }>`
      SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables FROM pg_tables WHERE schemaname = current_schema()`.execute(trx);
    if (rows[0]?.tables) await sql.raw(`ANALYZE ${rows[0].tables}`).execute(trx);
  });
  return { seeded: true, generated };
}
