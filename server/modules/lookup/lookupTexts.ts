/**
 * Lookup items in the caller's language (issue 31): an item's text per language is kept in lookup_translations
 * (migration 0028), its own `text` being its English. Here: the `translations` an item answers, their save, and
 * the one rule every answer naming an item inside another record follows (a list row's status, a request's scan
 * type, a chart's bar, a CSV cell): the item's text in the caller's language, else its English
 * (contract/lookupText.ts is the same rule for the console).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Language } from '../../http/text';
import { targetLanguage } from '../translations/languages';

/** The `translations` of the item whose id is `id`: `{ es: 'Activo' }`, `{}` when it has none. */
export const translationsOf = (id: RawBuilder<unknown>) =>
  sql<Record<string, string>>`coalesce((SELECT jsonb_object_agg(lt.language_code, lt.translation) FROM lookup_translations lt WHERE lt.lookup_id = ${id}), '{}'::jsonb)`;

/**
 * The text of the item `id` in `language` (its English `english` when it has none there), as SQL: for the answers
 * written by SQL alone, such as the streamed exports. English reads the item's own text, with no look-up.
 */
export const lookupTextSql = (id: RawBuilder<unknown>, english: RawBuilder<unknown>, language: Language): RawBuilder<string> =>
  language === 'en'
    ? sql<string>`${english}`
    : sql<string>`coalesce((SELECT lt.translation FROM lookup_translations lt WHERE lt.lookup_id = ${id} AND lt.language_code = ${language}), ${english})`;

/** The texts in `language` of the items `ids` that have one there, by id (none for English). */
export async function translatedTexts(db: Db, ids: readonly (number | null)[], language: Language): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (language === 'en' || wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('lookup_translations')
    .select(['lookup_id', 'translation'])
    .where('language_code', '=', language)
    .where('lookup_id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.lookup_id, r.translation]));
}

/**
 * `rows` with the item named by `idKey` written in `language` at `textKey` (left as it is, in English, where the item
 * has no text in it): for answers whose rows carry an item's id and its text (a business's status, a request's scan type).
 */
export async function inLanguage<K extends string, T extends Record<K, unknown>>(db: Db, language: Language, rows: T[], idKey: keyof T, textKey: K): Promise<T[]> {
  const texts = await translatedTexts(db, rows.map((r) => r[idKey] as number | null), language);
  if (texts.size === 0) return rows;
  return rows.map((r) => (texts.has(r[idKey] as number) ? { ...r, [textKey]: texts.get(r[idKey] as number) } : r));
}

/** An item's translations as saved: the language as the catalogue spells it, and its text (null: removed). */
export type TranslationChanges = { code: string; text: string | null }[];

/**
 * The translations sent with an item, checked before anything is written: each language given is set, '' or null
 * removes it, the others stay. A language not in the languages catalogue, or English (the item's own text), is
 * refused (400) naming it.
 */
export async function translationChanges(db: Db, translations: Record<string, string | null> | undefined): Promise<TranslationChanges> {
  const changes: TranslationChanges = [];
  for (const [code, text] of Object.entries(translations ?? {})) {
    const language = await targetLanguage(db, `translations.${code}`, code);
    changes.push({ code: language.code, text: text === '' ? null : text });
  }
  return changes;
}

/** Writes an item's translation changes, in the transaction that saves the item. */
export async function saveTranslations(trx: Db, id: number, changes: TranslationChanges): Promise<void> {
  for (const { code, text } of changes) {
    if (text === null) {
      await trx.deleteFrom('lookup_translations').where('lookup_id', '=', id).where('language_code', '=', code).execute();
    } else {
      await trx
        .insertInto('lookup_translations')
        .values({ lookup_id: id, language_code: code, translation: text })
        .onConflict((oc) => oc.columns(['lookup_id', 'language_code']).doUpdateSet({ translation: text }))
        .execute();
    }
  }
}
