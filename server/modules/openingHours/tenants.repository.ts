/** Tenants (a solution's support desk each): their list with whether they are open now, and the support email's edit. */
import type { Tenant } from '../../../contract/openingHours';
import type { Db } from '../../db/database';
import { type Author, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';
import { AREA, ENTITIES, snapshots } from './history';
import { openNowOf } from './openNow';

type TenantRow = Omit<Tenant, 'openNow'>;

const columns = ['id as ID', 'support_email as SupportEmail', 'platform as Platform', 'time_zone as timeZone', 'version'] as const;
const whatTenant = (id: number) => m`Tenant ${id}`;

/** A tenant, as the change history keeps it (its support email, platform and time zone); its scope is itself. */
export const tenantKind: RecordKind = {
  area: AREA,
  entity: ENTITIES.tenant,
  table: 'tenants',
  what: whatTenant,
  snapshot: async (trx, id) => {
    const row = await trx.selectFrom('tenants').select(['support_email as SupportEmail', 'platform as Platform', 'time_zone as timeZone']).where('id', '=', id).executeTakeFirst();
    return row && snapshots.tenant(row);
  },
  scopeColumn: 'id',
};

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

export async function updateSupportEmail(db: Db, input: { ID: number; SupportEmail: string; version: number }, author: Author): Promise<Tenant> {
  await updateRecord(db, tenantKind, author, input.ID, input.version, { values: { support_email: input.SupportEmail } });
  return getTenant(db, input.ID);
}
