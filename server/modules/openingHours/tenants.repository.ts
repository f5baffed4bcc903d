/** Tenants (a solution's support desk each): their list with whether they are open now, and the support email's edit. */
import { sql } from 'kysely';
import type { Tenant } from '../../../contract/openingHours';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { changeAtVersion } from './atVersion';
import { ENTITIES, recordHoursChange, snapshots } from './history';
import { openNowOf } from './openNow';

type TenantRow = Omit<Tenant, 'openNow'>;

const columns = ['id as ID', 'support_email as SupportEmail', 'platform as Platform', 'time_zone as timeZone', 'version'] as const;
const whatTenant = (id: number) => m`Tenant ${id}`;

async function withOpenNow(db: Db, rows: TenantRow[], now: Date): Promise<Tenant[]> {
  const states = await openNowOf(db, rows.map((r) => ({ id: r.ID, timeZone: r.timeZone })), now);
  return rows.map((r) => ({ ...r, openNow: states.get(r.ID) ?? { isOpen: false, changesAt: null } }));
}

/** Every tenant, by Platform. */
export async function listTenants(db: Db, now = new Date()): Promise<Tenant[]> {
  const rows = await db.selectFrom('tenants').select(columns).orderBy('platform').execute();
  return withOpenNow(db, rows, now);
}

export async function getTenant(db: Db, id: number, now = new Date()): Promise<Tenant> {
  const row = await db.selectFrom('tenants').select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(whatTenant(id));
  const [tenant] = await withOpenNow(db, [row], now);
  return tenant;
}

/** 404 unless the tenant exists. */
export async function assertTenant(db: Db, id: number): Promise<void> {
  if (!(await db.selectFrom('tenants').select('id').where('id', '=', id).executeTakeFirst())) throw notFound(whatTenant(id));
}

export async function updateSupportEmail(db: Db, input: { ID: number; SupportEmail: string; version: number }, userId: number): Promise<Tenant> {
  await changeAtVersion(db, {
    what: whatTenant(input.ID),
    version: input.version,
    lock: (trx, version) => trx.selectFrom('tenants').select(columns).where('id', '=', input.ID).where('version', '=', version).forUpdate().executeTakeFirst(),
    exists: async (trx) => !!(await trx.selectFrom('tenants').select('id').where('id', '=', input.ID).executeTakeFirst()),
    apply: async (trx, before) => {
      const after = await trx
        .updateTable('tenants')
        .set({ support_email: input.SupportEmail, version: sql`version + 1` })
        .where('id', '=', input.ID)
        .returning(columns)
        .executeTakeFirstOrThrow();
      const change = { before: snapshots.tenant(before), after: snapshots.tenant(after) };
      await recordHoursChange(trx, { entity: ENTITIES.tenant, recordId: after.ID, tenantId: after.ID, action: 'update', userId, ...change });
    },
  });
  return getTenant(db, input.ID);
}
