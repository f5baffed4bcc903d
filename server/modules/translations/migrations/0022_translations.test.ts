/** Migration 0022: one translation per item and language, never empty, gone with its item; down() drops it all. */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bareDatabase } from '../../../test/bareDatabase';
import { migrateToLatest } from '../../../db/migrate';
import * as m0022 from './0022_translations';
import { migrations } from '../../../db/migrations';

const tables = ['report_sections', 'app_labels', 'report_section_translations', 'service_element_translations', 'app_label_translations'];

describe('migration 0022_translations', () => {
  it('refuses a second translation of an item in a language, an empty one and an unknown item; cascades; down() drops it all', async () => {
    const db = await bareDatabase();
    await migrateToLatest(db, migrations);
    await sql`INSERT INTO report_sections (apply_to, name) VALUES ('Pre-scan report', 'Disclaimer')`.execute(db);
    await sql`INSERT INTO report_section_translations (report_section_id, language_code, translation) VALUES (1, 'es', 'Aviso legal')`.execute(db);
    const refused = async (statement: string, constraint: RegExp) => {
      const err = await sql.raw(statement).execute(db).then(() => undefined, (e: { code?: string; constraint?: string }) => e);
      expect(`${err?.code} ${err?.constraint}`, statement).toMatch(constraint);
    };
    await refused(`INSERT INTO report_sections (apply_to, name) VALUES ('Pre-scan report', 'Disclaimer')`, /^23505 report_sections_apply_to_name$/);
    await refused(`INSERT INTO report_section_translations (report_section_id, language_code, translation) VALUES (1, 'es', 'Otro')`, /^23505 report_section_translations_item_language$/);
    await refused(`INSERT INTO report_section_translations (report_section_id, language_code, translation) VALUES (1, 'fr', '  ')`, /^23514 report_section_translations_translation_check$/);
    await refused(`INSERT INTO service_element_translations (service_element_id, language_code, translation) VALUES (999, 'es', 'x')`, /^23503 /);
    await refused(`INSERT INTO app_label_translations (app_label_id, language_code, translation) VALUES (999, 'es', 'x')`, /^23503 /);
    await sql`DELETE FROM report_sections`.execute(db);
    const { rows: left } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_section_translations`.execute(db);
    expect(left[0].n).toBe(0);

    await m0022.down(db);
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY(${tables})`.execute(db);
    expect(rows).toEqual([]);
  });
});
