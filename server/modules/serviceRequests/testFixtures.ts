/** Requests, technicians and shop users for the service request tests, on the seeded test database. */
import { randomBytes } from 'node:crypto';
import { SCAN_TYPE_KEY } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';

/** A technician (a user with the role Technician, no login); its id. */
export async function createTechnician(db: Db, given: string, family: string): Promise<number> {
  const email = `${given}.${family}.${randomBytes(4).toString('hex')}@technicians.example.com`.toLowerCase();
  const { id } = await db
    .insertInto('users')
    .values({ email, given_name: given, family_name: family, password_hash: '!', has_login: false, username: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('id').where('name', '=', 'Technician').executeTakeFirstOrThrow();
  await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
  return id;
}

/** The id of the scan type named `text` (created when the catalogue lacks it). */
export async function scanTypeId(db: Db, text: string): Promise<number> {
  const found = await db.selectFrom('lookups').select('id').where('key', '=', SCAN_TYPE_KEY).where('text', '=', text).executeTakeFirst();
  return found?.id ?? (await db.insertInto('lookups').values({ key: SCAN_TYPE_KEY, text }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A request with its work order (opened an hour after it was made); its id and the work order's. */
export async function createRequest(
  db: Db,
  r: { businessId: number; vin: string; serviceTypeId: number; statusId: number; technicianId?: number | null; dateCreated: Date; appId?: number; make?: string; model?: string; year?: number },
): Promise<{ id: number; workOrderId: number }> {
  const { id } = await db
    .insertInto('service_requests')
    .values({
      business_id: r.businessId,
      vin: r.vin,
      vehicle_year: r.year ?? 2020,
      vehicle_make: r.make ?? 'Honda',
      vehicle_model: r.model ?? 'Accord',
      app_id: r.appId ?? 4,
      service_type_id: r.serviceTypeId,
      status_id: r.statusId,
      technician_id: r.technicianId ?? null,
      date_created: r.dateCreated,
      date_updated: r.dateCreated,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const opened = new Date(r.dateCreated.getTime() + 3_600_000);
  const w = await db
    .insertInto('work_orders')
    .values({ service_request_id: id, location_id: r.businessId, date_created: opened, date_updated: opened })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, workOrderId: w.id };
}
