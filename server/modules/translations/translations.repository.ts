/**
 * The translated items of each kind in one language (their English text and stored translation), the save of
 * the edited ones, and the fill from the translation memory. A save is all or none: the language and every
 * item are checked first, then the changes are written with their history in one transaction. A fill only
 * inserts where an item has no translation (ON CONFLICT DO NOTHING), so it never replaces one, even one saved
 * while it runs.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AppLabelTranslation, FillResult, ReportTranslation, ServiceElementTranslation } from '../../../contract/translations';
import { type Db, inTransaction } from '../../db/database';
import type { Author } from '../../db/write';
import { badRequest, HttpError } from '../../http/errors';
import { m } from '../../http/text';
import { recordTranslation } from './history';
import type { TranslatedKind } from './kinds';
import { targetLanguage } from './languages';
import { memoryOf, sourceKey } from './memory';

const withTranslated = <T extends { translation: string | null }>(rows: T[]) => rows.map((r) => ({ ...r, isTranslated: r.translation !== null }));

/** Every report section, in report order, with its translation in `code`. */
export async function listReportTranslations(db: Db, code: string): Promise<ReportTranslation[]> {
  const language = await targetLanguage(db, 'code', code);
  const rows = await db
    .selectFrom('report_sections as s')
    .leftJoin('report_section_translations as t', (j) => j.onRef('t.report_section_id', '=', 's.id').on('t.language_code', '=', language.code))
    .select(['s.id', 's.apply_to as applyTo', 's.name', 't.translation'])
    .orderBy('s.apply_to')
    .orderBy('s.id')
    .execute();
  return withTranslated(rows);
}

/** Every service element, by group and name, with its translation in `cultureCode`. */
export async function listServiceElementTranslations(db: Db, cultureCode: string): Promise<ServiceElementTranslation[]> {
  const language = await targetLanguage(db, 'cultureCode', cultureCode);
  const rows = await db
    .selectFrom('service_elements as e')
    .innerJoin('lookups as g', 'g.id', 'e.service_element_group_id')
    .leftJoin('service_element_translations as t', (j) => j.onRef('t.service_element_id', '=', 'e.id').on('t.language_code', '=', language.code))
    .select(['e.id as serviceElementId', 'e.name', 'g.text as serviceElementGroupName', 'e.is_active as isActive', 't.translation'])
    .orderBy('g.text')
    .orderBy('e.name')
    .execute();
  return withTranslated(rows);
}

/** Every label of the shop-facing apps, by app and key, with its translation in `code`. */
export async function listAppLabelTranslations(db: Db, code: string): Promise<AppLabelTranslation[]> {
  const language = await targetLanguage(db, 'code', code);
  const rows = await db
    .selectFrom('app_labels as l')
    .leftJoin('app_label_translations as t', (j) => j.onRef('t.app_label_id', '=', 'l.id').on('t.language_code', '=', language.code))
    .select(['l.id', 'l.app', 'l.label_key as key', 'l.english as name', 't.translation'])
    .orderBy('l.app')
    .orderBy('l.label_key')
    .execute();
  return withTranslated(rows);
}

export interface EditedItem {
  id: number;
  /** Trimmed; '' removes the translation. */
  translation: string;
  /** The translation the editor loaded (null: none): another stored since makes the save stale. */
  previous: string | null;
}

/** 409 `stale` naming the items whose translation someone else saved since they were loaded. */
function staleTranslations(indexes: number[]): HttpError {
  const text = m`Someone else saved a translation of these items since you loaded them. Reload them and apply your change again.`;
  return new HttpError(409, text, indexes.map((i) => ({ field: `items.${i}.translation`, text })), undefined, 'stale');
}

/** 400 naming the first item listed twice, or the first that does not exist (nothing is written then). */
async function assertItems(trx: Db, kind: TranslatedKind, items: EditedItem[]): Promise<void> {
  const field = (i: number) => `items.${i}.${kind.idField}`;
  const seen = new Set<number>();
  for (const [i, item] of items.entries()) {
    if (seen.has(item.id)) throw badRequest(field(i), m`must not list the same id twice`);
    seen.add(item.id);
  }
  const { rows } = await sql<{ id: number }>`SELECT id FROM ${sql.table(kind.itemTable)} WHERE id = ANY(${[...seen]}::int[])`.execute(trx);
  const found = new Set(rows.map((r) => r.id));
  const missing = items.findIndex((item) => !found.has(item.id));
  if (missing >= 0) throw badRequest(field(missing), m`${items[missing].id} is not ${kind.what}`);
}

/** Saves the edited items of one language, all or none, each change recorded (history.ts); answers how many changed. */
export async function saveTranslations(db: Db, kind: TranslatedKind, code: string, items: EditedItem[], author: Author): Promise<{ saved: number }> {
  const { userId } = author;
  const language = await targetLanguage(db, kind.languageField, code);
  return inTransaction(db, async (trx) => {
    await assertItems(trx, kind, items);
    const table = sql.table(kind.translationTable);
    const item = sql.ref(kind.itemColumn);
    const { rows } = await sql<{ item_id: number; translation: string }>`
      SELECT ${item} AS item_id, translation FROM ${table}
      WHERE language_code = ${language.code} AND ${item} = ANY(${items.map((i) => i.id)}::int[]) FOR UPDATE`.execute(trx);
    const stored = new Map(rows.map((r) => [r.item_id, r.translation]));
    // Written by someone else since it was loaded (the rows are locked now): refused, nothing written.
    const stale = items.flatMap((edited, i) => ((stored.get(edited.id) ?? null) === edited.previous ? [] : [i]));
    if (stale.length > 0) throw staleTranslations(stale);
    let saved = 0;
    for (const [i, edited] of items.entries()) {
      const before = stored.get(edited.id) ?? null;
      const after = edited.translation === '' ? null : edited.translation;
      if (before === after) continue;
      if (after === null) await sql`DELETE FROM ${table} WHERE ${item} = ${edited.id} AND language_code = ${language.code}`.execute(trx);
      else if (before === null) {
        // None was stored: one added since, by a save not yet committed when the rows were read, makes it stale.
        const added = await sql`INSERT INTO ${table} (${item}, language_code, translation) VALUES (${edited.id}, ${language.code}, ${after})
          ON CONFLICT (${item}, language_code) DO NOTHING`.execute(trx);
        if (Number(added.numAffectedRows ?? 0) === 0) throw staleTranslations([i]);
      } else await sql`UPDATE ${table} SET translation = ${after} WHERE ${item} = ${edited.id} AND language_code = ${language.code}`.execute(trx);
      await recordTranslation(trx, { kind, itemId: edited.id, language, before, after, userId, source: 'edit' });
      saved += 1;
    }
    return { saved };
  });
}

/** Which items of a kind a fill takes: a condition on the item `i` (a lookup key's items); all of them when absent. */
export type FillScope = RawBuilder<SqlBool>;
const within = (scope: FillScope | undefined) => scope ?? sql<SqlBool>`TRUE`;

/** How many items of `kind` (in `scope`) have no translation in `languageCode`. */
async function untranslated(db: Db, kind: TranslatedKind, languageCode: string, scope?: FillScope): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM ${sql.table(kind.itemTable)} i
    WHERE ${within(scope)} AND NOT EXISTS (SELECT 1 FROM ${sql.table(kind.translationTable)} t WHERE ${sql.ref(`t.${kind.itemColumn}`)} = i.id AND t.language_code = ${languageCode})`.execute(db);
  return rows[0].n;
}

/**
 * Fills the items of `kind` (in `scope`) with no translation in `code` from the translation memory, each fill
 * recorded (history.ts); answers how many it filled and how many are still untranslated. The author is { userId }
 * as the routes pass it, or a bare user id (lookupStore's route and the seed's test still pass one).
 */
export async function fillFromMemory(db: Db, kind: TranslatedKind, code: string, author: Author | number, scope?: FillScope): Promise<FillResult> {
  const userId = typeof author === 'number' ? author : author.userId;
  const language = await targetLanguage(db, kind.languageField, code);
  return inTransaction(db, async (trx) => {
    const item = sql.ref(kind.itemColumn);
    const { rows } = await sql<{ item_id: number; translation: string }>`
      INSERT INTO ${sql.table(kind.translationTable)} (${item}, language_code, translation)
      SELECT i.id, ${language.code}, memory.translation
      FROM ${sql.table(kind.itemTable)} i JOIN ${memoryOf(language.code)} memory ON memory.source = ${sourceKey(kind, 'i')}
      WHERE ${within(scope)}
      ORDER BY i.id
      ON CONFLICT (${item}, language_code) DO NOTHING
      RETURNING ${item} AS item_id, translation`.execute(trx);
    for (const row of rows) {
      await recordTranslation(trx, { kind, itemId: row.item_id, language, before: null, after: row.translation, userId, source: 'memory' });
    }
    return { filled: rows.length, remaining: await untranslated(trx, kind, language.code, scope) };
  });
}
