/**
 * How each list of contract/imports.ts's IMPORT_LISTS is imported: the kind whose Get and save calls read and write a
 * row's record (server/modules/history/revertible.ts declares them once for History/Revert and for imports), and how
 * its natural key finds the records already there (one statement for all of a file's keys, compared trimmed and in
 * any case, as staff type them).
 */
import { sql } from 'kysely';
import { IMPORT_LISTS, type ImportList } from '../../../contract/imports';
import { INSURANCE_COMPANIES } from '../../../contract/lookupTypes';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { REVERTIBLE, type Revertible } from '../history/revertible';

/** A key as compared: trimmed, in lower case. */
export const keyText = (value: unknown): string => String(value ?? '').trim().toLowerCase();

type Finder = (db: Db, keys: readonly string[]) => Promise<Map<string, number>>;

export interface Importable {
  /** The kind (`<area>/<entity>`) of REVERTIBLE whose calls read and save a row's record. */
  kind: string;
  /** The ids of the records whose natural key is one of `keys` (as keyText writes them), by key. */
  find: Finder;
  /** What a new record holds besides its row's values (a lookup item's type). */
  fresh?: Record<string, unknown>;
}

/** The records of `table` whose `column` is one of the keys (of the lookup type `lookupKey` only, for the lookup store). */
function byColumn(table: string, column: string, lookupKey?: string): Finder {
  return async (db, keys) => {
    if (keys.length === 0) return new Map();
    const rows = await sql<{ id: number; k: string }>`SELECT id, lower(btrim(${sql.ref(column)})) AS k FROM ${sql.table(table)}
      WHERE lower(btrim(${sql.ref(column)})) = ANY(${[...keys]}::text[]) ${lookupKey === undefined ? sql`` : sql`AND key = ${lookupKey}`}
      ORDER BY id`.execute(db);
    const found = new Map<string, number>();
    for (const row of rows.rows) if (!found.has(row.k)) found.set(row.k, Number(row.id));
    return found;
  };
}

export const IMPORTABLE: Record<ImportList, Importable> = {
  business: { kind: 'business/business', find: byColumn('businesses', 'shop_id') },
  countries: { kind: 'countrystate/country', find: byColumn('countries', 'name') },
  makes: { kind: 'lookup/make', find: byColumn('makes', 'make') },
  products: { kind: 'serviceCatalogue/product', find: byColumn('lookups', 'text', LOOKUP_KEYS.product) },
  productAdds: { kind: 'serviceCatalogue/productAdd', find: byColumn('lookups', 'text', LOOKUP_KEYS.productAdd) },
  scanTools: { kind: 'reports/scanTool', find: byColumn('scan_tools', 'name') },
  precannedMessages: { kind: 'messages/precannedMessage', find: byColumn('lookups', 'text', PRECANNED_MESSAGES_KEY), fresh: { sortOrder: 0 } },
  insuranceCompanies: { kind: 'references/insuranceCompany', find: byColumn('lookups', 'text', INSURANCE_COMPANIES.key), fresh: { key: INSURANCE_COMPANIES.key } },
};

/** The list's calls (its kind's) and natural key. */
export function importableOf(list: ImportList): Importable & { how: Revertible; key: readonly string[] } {
  const importable = IMPORTABLE[list];
  const how = REVERTIBLE[importable.kind];
  if (!how?.save) throw new Error(`The import of ${list} names ${importable.kind}, which has no save call`);
  return { ...importable, how, key: IMPORT_LISTS[list].key };
}
