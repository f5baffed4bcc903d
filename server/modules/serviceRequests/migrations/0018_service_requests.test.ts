/**
 * Migration 0018 on a database holding requests of the old shape: the technician names become Technician
 * users, the service types scan types, and each request gets its work order, its asker and its history.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../../test/bareDatabase';
import { migrateToLatest } from '../../../db/migrate';
import { migrations } from '../../../db/migrations';

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0018'));

describe('migration 0018_service_requests', () => {
  it('migrates the existing requests without loss', async () => {
    const db = await bareDatabase();
    await migrateToLatest(db, before);
    await sql`INSERT INTO roles (name, type) VALUES ('SuperAdmin', 'platform')`.execute(db);
    await sql`INSERT INTO lookups (id, key, text) VALUES (1001, 'business.status', 'Active'), (1002, 'workorder.servicetype', 'Radar calibration')`.execute(db);
    await sql`INSERT INTO businesses (id, shop_id, status_id, name) VALUES (10, 'S10', 1001, 'Old Garage')`.execute(db);
    // Ids above the sequences' next values: the migration's own inserts take those.
    await sql`INSERT INTO users (id, username, email, given_name, family_name, password_hash, business_id, is_primary)
      VALUES (1020, NULL, 'owner@old.example.com', 'Olga', 'Owner', '!', 10, true)`.execute(db);
    await sql`INSERT INTO service_requests (id, business_id, vin, app_id, service_type, status_id, technician_name, date_created, date_updated) VALUES
      (1, 10, '1HGCM82633A004352', 4, 'radar CALIBRATION', 4, 'José Núñez', '2025-01-02T10:00:00Z', '2025-01-02T12:00:00Z'),
      (2, 10, '1HGCM82633A004353', 4, 'Key programming', 2, 'José Núñez', '2025-01-03T10:00:00Z', '2025-01-03T11:00:00Z'),
      (3, 10, '1HGCM82633A004354', 2, 'Key programming', 1, NULL, '2025-01-04T10:00:00Z', '2025-01-04T10:00:00Z')`.execute(db);

    await migrateToLatest(db, migrations);

    const { rows: requests } = await sql<{ id: number; technician: string | null; roles: string | null; service_type: string; requested_by: number | null }>`
      SELECT r.id, u.given_name || ' ' || u.family_name AS technician, u.username,
        (SELECT string_agg(ro.name, ',') FROM user_roles ur JOIN roles ro ON ro.id = ur.role_id WHERE ur.user_id = u.id) AS roles,
        l.text AS service_type, r.requested_by
      FROM service_requests r JOIN lookups l ON l.id = r.service_type_id LEFT JOIN users u ON u.id = r.technician_id ORDER BY r.id`.execute(db);
    expect(requests.map(({ id, technician, roles, service_type, requested_by }) => [id, technician, roles, service_type, requested_by])).toEqual([
      [1, 'José Núñez', 'Technician', 'Radar calibration', 1020],
      [2, 'José Núñez', 'Technician', 'Key programming', 1020],
      [3, null, null, 'Key programming', 1020],
    ]);
    const { rows: technicians } = await sql<{ n: number; has_login: boolean }>`
      SELECT count(*)::int AS n, bool_or(has_login) AS has_login FROM users WHERE given_name = 'José'`.execute(db);
    expect(technicians[0]).toEqual({ n: 1, has_login: false });

    const { rows: orders } = await sql<{ service_request_id: number; location_id: number; date_created: Date }>`
      SELECT service_request_id, location_id, date_created FROM work_orders ORDER BY 1`.execute(db);
    expect(orders.map((w) => [w.service_request_id, w.location_id, new Date(w.date_created).toISOString()])).toEqual([
      [1, 10, '2025-01-02T10:00:00.000Z'],
      [2, 10, '2025-01-03T10:00:00.000Z'],
      [3, 10, '2025-01-04T10:00:00.000Z'],
    ]);
    const { rows: history } = await sql<{ id: number; kind: string; from_value: string | null; to_value: string | null }>`
      SELECT service_request_id AS id, kind, from_value, to_value FROM service_request_history ORDER BY service_request_id, changed_at, kind`.execute(db);
    expect(history.map((h) => [h.id, h.kind, h.from_value, h.to_value])).toEqual([
      [1, 'created', null, '1'],
      [1, 'assignment', null, 'José Núñez'],
      [1, 'status', '1', '4'],
      [2, 'created', null, '1'],
      [2, 'assignment', null, 'José Núñez'],
      [2, 'status', '1', '2'],
      [3, 'created', null, '1'],
    ]);
    const { rows: counts } = await sql<{ business_id: number; n: number }>`
      SELECT business_id, sum(n)::int AS n FROM service_request_counts GROUP BY 1 ORDER BY 1`.execute(db);
    expect(counts).toEqual([
      { business_id: 0, n: 3 },
      { business_id: 10, n: 3 },
    ]);
  });
});
