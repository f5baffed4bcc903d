/** Shared by the serviceCatalogue API tests: the tables its saves write, and a readable snapshot of them. */
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export const CATALOGUE_TABLES = ['lookups', 'scan_type_groups', 'activation_cards', 'product_makes'] as const;

/** Every row of the tables, in id order: equal before and after a refused request. */
export async function snapshot(db: Db, tables: readonly string[] = CATALOGUE_TABLES): Promise<string> {
  const parts: unknown[] = [];
  for (const table of tables) parts.push((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db)).rows);
  return JSON.stringify(parts);
}

export const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);
