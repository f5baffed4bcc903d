/** A few rows of each dashboard for the dashboard tests, dated 2031 so the seeded demo data (2023–2025) stays out of range. */
import { randomBytes } from 'node:crypto';
import { ACTIVATION_ACCOUNT_TYPES } from '../../../contract/serviceCatalogue';
import { SERVICE_REQUEST_STATUSES as S } from '../../../contract/serviceRequest';
import type { Db } from '../../db/database';
import { createBusiness } from '../businessDetails/testFixtures';
import { createRequest, createTechnician, scanTypeId } from '../serviceRequests/testFixtures';

const at = (iso: string) => new Date(iso);
const minutes = (d: Date, n: number) => new Date(d.getTime() + n * 60_000);

/** A shop with a primary address in `country`. */
export async function shopIn(db: Db, name: string, country: string): Promise<number> {
  const id = await createBusiness(db, name);
  await db.insertInto('business_addresses').values({ business_id: id, kind: 'primary', street: '1 Main St', city: 'Town', country }).execute();
  return id;
}

/**
 * Five requests in 2031: three at Alpha Garage (GB), two at Beta Garage (ES); two scan types, two technicians; makes
 * Honda ×3, Ford ×2; dispatched after 10, 20, 30 and 40 minutes (one never), completed after 60 and 120 minutes.
 */
export async function seedRequests(db: Db) {
  const alpha = await shopIn(db, 'Alpha Garage', 'GB');
  const beta = await shopIn(db, 'Beta Garage', 'ES');
  const scan = await scanTypeId(db, 'Dashboard test scan');
  const calibration = await scanTypeId(db, 'Dashboard test calibration');
  const ann = await createTechnician(db, 'Ann', 'Dashtest');
  const bob = await createTechnician(db, 'Bob', 'Dashtest');
  const plan = [
    { businessId: alpha, serviceTypeId: scan, technicianId: ann, statusId: S.completed, make: 'Honda', created: '2031-03-01T08:00:00Z', dispatch: 10, complete: 60 },
    { businessId: alpha, serviceTypeId: scan, technicianId: ann, statusId: S.completed, make: 'Honda', created: '2031-03-02T23:30:00Z', dispatch: 20, complete: 120 },
    { businessId: alpha, serviceTypeId: calibration, technicianId: bob, statusId: S.inProgress, make: 'Ford', created: '2031-04-10T12:00:00Z', dispatch: 30 },
    { businessId: beta, serviceTypeId: scan, technicianId: bob, statusId: S.dispatched, make: 'Ford', created: '2031-04-11T12:00:00Z', dispatch: 40 },
    { businessId: beta, serviceTypeId: calibration, technicianId: null, statusId: S.pending, make: 'Honda', created: '2031-05-20T12:00:00Z' },
  ];
  const ids: number[] = [];
  for (const [i, p] of plan.entries()) {
    const created = at(p.created);
    const { id } = await createRequest(db, { ...p, vin: `1HGCM82633A9${String(i).padStart(5, '0')}`, dateCreated: created, model: 'Model', year: 2030 });
    ids.push(id);
    if (p.dispatch !== undefined) await db.updateTable('service_requests').set({ date_dispatched: minutes(created, p.dispatch) }).where('id', '=', id).execute();
    if (p.complete !== undefined)
      await db
        .insertInto('service_request_history')
        .values({ service_request_id: id, kind: 'status', from_value: String(S.inProgress), to_value: String(S.completed), changed_at: minutes(created, p.complete) })
        .execute();
  }
  return { alpha, beta, scan, calibration, ann, bob, ids };
}

/** Three devices made in 2031 (two at Alpha, assigned; one in stock), a shipment of each but the last, and three cards. */
export async function seedDevices(db: Db, alpha: number) {
  const serial = () => `DT-${randomBytes(4).toString('hex')}`;
  const device = (model: string, businessId: number | null, statusId: number) =>
    db
      .insertInto('devices')
      .values({ serial_number: serial(), name: `Dash ${model}`, manufacturer: 'Autel', brand: 'Autel', model, business_id: businessId, status_id: statusId, date_created: at('2031-02-01T10:00:00Z'), date_updated: at('2031-02-01T10:00:00Z') })
      .returning(['id', 'serial_number'])
      .executeTakeFirstOrThrow();
  const d1 = await device('MaxiSys', alpha, 1);
  const d2 = await device('MaxiSys', alpha, 1);
  const d3 = await device('MaxiCheck', null, 4);
  await db
    .insertInto('device_shipments')
    .values([
      { device_id: d1.id, carrier: 'UPS', tracking_number: '1Z1', shipped_date: '2031-02-03', delivered_date: '2031-02-05' },
      { device_id: d2.id, carrier: 'UPS', tracking_number: '1Z2', shipped_date: '2031-03-03', delivered_date: null },
      { device_id: d3.id, carrier: 'DHL', tracking_number: 'JD3', shipped_date: '2031-03-09', delivered_date: null },
    ])
    .execute();
  const card = (assigned: string | null, deviceId: number | null, active: boolean) => ({
    activation_card_id: `DASHAC-${randomBytes(4).toString('hex')}`,
    activation_password: 'x',
    activation_account_type: ACTIVATION_ACCOUNT_TYPES.demo,
    assigned_date: assigned,
    assigned_device_id: deviceId,
    is_active: active,
  });
  await db.insertInto('activation_cards').values([card('2031-02-02', d1.id, true), card(null, null, true), card(null, null, false)]).execute();
  return { devices: [d1, d2, d3] };
}
