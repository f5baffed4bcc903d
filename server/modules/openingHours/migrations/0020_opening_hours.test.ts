/** Migration 0020: the opening-hours tables hold the spec's rules themselves, and down() takes everything away again. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../../test/bareDatabase';
import { migrateToLatest } from '../../../db/migrate';
import * as m0020 from './0020_opening_hours';
import { migrations } from '../../../db/migrations';

const tables = ['change_history', 'holiday_opening_hours', 'standard_opening_hours', 'tenants'];

describe('migration 0020_opening_hours', () => {
  it('refuses half-set hours, opening at or after closing, a date scheduled twice and a second tenant of a Platform; down() drops it all', async () => {
    const db = await bareDatabase();
    await migrateToLatest(db, migrations);
    await sql`INSERT INTO tenants (platform, support_email, time_zone) VALUES (1, 'a@x.example', 'Europe/London')`.execute(db);
    const refused = async (statement: string, constraint: RegExp) => {
      const err = await sql.raw(statement).execute(db).then(() => undefined, (e: { code?: string; constraint?: string }) => e);
      expect(`${err?.code} ${err?.constraint}`, statement).toMatch(constraint);
    };
    await refused(`INSERT INTO tenants (platform, support_email, time_zone) VALUES (1, 'b@x.example', 'Europe/London')`, /^23505 tenants_platform_key$/);
    await refused(`INSERT INTO tenants (platform, support_email, time_zone) VALUES (3, 'b@x.example', 'Europe/London')`, /^23514 tenants_platform_check$/);
    for (const table of ['standard_opening_hours', 'holiday_opening_hours']) {
      const row = table === 'standard_opening_hours' ? ['weekday', '1'] : ['holiday_date, name', `'2026-12-25', 'Christmas Day'`];
      const insert = (opening: string, closing: string) => `INSERT INTO ${table} (tenant_id, ${row[0]}, opening_time, closing_time) VALUES (1, ${row[1]}, ${opening}, ${closing})`;
      await refused(insert(`'08:00'`, 'NULL'), new RegExp(`^23514 ${table}_both_or_neither$`));
      await refused(insert('NULL', `'18:00'`), new RegExp(`^23514 ${table}_both_or_neither$`));
      await refused(insert(`'18:00'`, `'08:00'`), new RegExp(`^23514 ${table}_opening_before_closing$`));
      await refused(insert(`'08:00'`, `'08:00'`), new RegExp(`^23514 ${table}_opening_before_closing$`));
      await sql.raw(insert('NULL', 'NULL')).execute(db);
    }
    await refused(`INSERT INTO standard_opening_hours (tenant_id, weekday) VALUES (1, 8)`, /^23514 standard_opening_hours_weekday_check$/);
    await refused(`INSERT INTO holiday_opening_hours (tenant_id, holiday_date, name) VALUES (1, '2026-12-25', 'Again')`, /^23505 holiday_opening_hours_tenant_date$/);

    // One bare PGlite per file, whose pg_trgm lives in the first schema migrated: down() is checked on the same one.
    await m0020.down(db);
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY(${tables})`.execute(db);
    expect(rows).toEqual([]);
    const { rows: functions } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_proc WHERE proname = 'change_history_append_only' AND pronamespace = current_schema()::regnamespace`.execute(db);
    expect(functions[0].n).toBe(0);
  });
});
