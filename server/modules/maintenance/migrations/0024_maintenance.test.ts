/** Migration 0024: existing requests get the dispatch time their history proves; the new history kinds; down() undoes it. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../../test/bareDatabase';
import { migrateToLatest } from '../../../db/migrate';
import * as m0024 from './0024_maintenance';
import { migrations } from '../../../db/migrations';

describe('migration 0024_maintenance', () => {
  it('derives the dispatch time from the history, widens the history kinds, and down() undoes it', async () => {
    const db = await bareDatabase();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0024'));
    await migrateToLatest(db, before);
    const { rows: lookups } = await sql<{ id: number }>`INSERT INTO lookups (key, text) VALUES ('business.status', 'Active'), ('workorder.servicetype', 'ADAS') RETURNING id`.execute(db);
    await sql`INSERT INTO businesses (id, shop_id, status_id, name) VALUES (1, 'S1', ${lookups[0].id}, 'Garage')`.execute(db);
    await sql`INSERT INTO service_requests (id, business_id, vin, app_id, service_type_id, status_id, date_created, date_updated)
      VALUES (1, 1, 'V1', 4, ${lookups[1].id}, 3, '2025-01-01T08:00Z', '2025-01-01T12:00Z'), (2, 1, 'V2', 4, ${lookups[1].id}, 2, '2025-01-01T08:00Z', '2025-01-01T12:00Z'),
        (3, 1, 'V3', 4, ${lookups[1].id}, 1, '2025-01-01T08:00Z', '2025-01-01T08:00Z')`.execute(db);
    await sql`INSERT INTO service_request_history (service_request_id, kind, from_value, to_value, changed_at) VALUES
      (1, 'created', NULL, '1', '2025-01-01T08:00Z'), (1, 'assignment', NULL, 'Tom Tech', '2025-01-01T09:00Z'), (1, 'status', '1', '2', '2025-01-01T09:30Z'),
      (2, 'status', '1', '2', '2025-01-01T10:00Z'), (3, 'created', NULL, '1', '2025-01-01T08:00Z')`.execute(db);
    await migrateToLatest(db, migrations);
    const { rows } = await sql<{ id: number; at: Date | null }>`SELECT id, date_dispatched AS at FROM service_requests ORDER BY id`.execute(db);
    expect(rows.map((r) => [r.id, r.at && new Date(r.at).toISOString()])).toEqual([
      [1, '2025-01-01T09:00:00.000Z'],
      [2, '2025-01-01T10:00:00.000Z'],
      [3, null],
    ]);
    await sql`INSERT INTO service_request_history (service_request_id, kind, to_value) VALUES (1, 'workOrder', 'invoice'), (1, 'dispatchFixed', '2025-01-01T09:00:00Z')`.execute(db);
    const refused = await sql`INSERT INTO service_request_history (service_request_id, kind) VALUES (1, 'other')`.execute(db).then(
      () => '',
      (e: { code?: string }) => e.code,
    );
    expect(refused).toBe('23514');

    await m0024.down(db);
    const { rows: columns } = await sql`SELECT 1 FROM information_schema.columns WHERE table_name = 'service_requests' AND column_name = 'date_dispatched' AND table_schema = current_schema()`.execute(db);
    expect(columns).toEqual([]);
    const { rows: kinds } = await sql<{ kind: string }>`SELECT DISTINCT kind FROM service_request_history ORDER BY kind`.execute(db);
    expect(kinds.map((k) => k.kind)).toEqual(['assignment', 'created', 'status']);
  });
});
