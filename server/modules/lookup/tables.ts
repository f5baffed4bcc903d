/** The lookup area's tables: its slice of the schema, merged into server/db/schema.ts's `Database`. */
import type { Generated } from 'kysely';
import type { TranslationRow } from '../../db/schema';

export interface MakesTable {
  id: Generated<number>;
  make: string;
  is_inactive: Generated<boolean>;
  version: Generated<number>;
}

/** A lookup item's text in one language (migration 0028); the item's own text is its English. */
export interface LookupTranslationsTable extends TranslationRow {
  lookup_id: number;
}

declare module '../../db/schema' {
  interface Database {
    makes: MakesTable;
    lookup_translations: LookupTranslationsTable;
  }
}
