/** Migration 0021: the RAG tables keep their keys themselves, and down() takes them away again. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../../test/bareDatabase';
import { migrateToLatest } from '../../../db/migrate';
import * as m0021 from './0021_rag';
import { migrations } from '../../../db/migrations';

const tables = ['service_elements', 'rag_vehicles', 'rag_ratings'];

describe('migration 0021_rag', () => {
  it('refuses a name twice, a vehicle twice, a rating twice and ids that do not exist; down() drops the tables', async () => {
    const db = await bareDatabase();
    await migrateToLatest(db, migrations);
    await sql`INSERT INTO lookups (key, text) VALUES ('workorder.serviceelementgroup', 'ADAS calibration'), ('rag.rating', 'Red')`.execute(db);
    const [group, red] = (await sql<{ id: number }>`SELECT id FROM lookups ORDER BY id`.execute(db)).rows.map((r) => r.id);
    await sql`INSERT INTO service_elements (name, service_element_group_id) VALUES ('Headlamp aim', ${group})`.execute(db);
    await sql`INSERT INTO rag_vehicles (make, model, year) VALUES ('Honda', 'Civic', 2022)`.execute(db);
    await sql`INSERT INTO rag_ratings (vehicle_id, service_element_id, rag_rating_id) VALUES (1, 1, ${red})`.execute(db);
    const refused = async (statement: string, constraint: RegExp) => {
      const err = await sql.raw(statement).execute(db).then(() => undefined, (e: { code?: string; constraint?: string }) => e);
      expect(`${err?.code} ${err?.constraint}`, statement).toMatch(constraint);
    };
    await refused(`INSERT INTO service_elements (name, service_element_group_id) VALUES ('Headlamp aim', ${group})`, /^23505 service_elements_name_key$/);
    await refused(`INSERT INTO service_elements (name, service_element_group_id) VALUES ('Other', 999)`, /^23503 /);
    await refused(`INSERT INTO rag_vehicles (make, model, year) VALUES ('Honda', 'Civic', 2022)`, /^23505 rag_vehicles_make_model_year$/);
    await refused(`INSERT INTO rag_ratings (vehicle_id, service_element_id, rag_rating_id) VALUES (1, 1, ${red})`, /^23505 rag_ratings_pkey$/);
    await refused(`INSERT INTO rag_ratings (vehicle_id, service_element_id, rag_rating_id) VALUES (2, 1, ${red})`, /^23503 /);
    await refused(`INSERT INTO rag_ratings (vehicle_id, service_element_id, rag_rating_id) VALUES (1, 1, 999)`, /^23(505|503) /);
    const { rows: version } = await sql<{ version: number; is_active: boolean }>`SELECT version, is_active FROM service_elements`.execute(db);
    expect(version).toEqual([{ version: 1, is_active: true }]);

    // Later migrations may reference these tables: undone first, newest first.
    for (const [name, later] of Object.entries(migrations).reverse()) if (name > '0021_rag') await later.down?.(db);
    await m0021.down(db);
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY(${tables})`.execute(db);
    expect(rows).toEqual([]);
  });
});
