/**
 * The translation memory: the texts already translated into a language anywhere in the product (report
 * sections, service elements, app labels), by their English source, trimmed and case-folded. Where one English
 * text has several translations, the one used most wins (then the first in text order), so a fill is
 * deterministic. Nothing is invented: a text no item has been translated into stays untranslated.
 */
import { type RawBuilder, sql } from 'kysely';
import { ALL_KINDS, type TranslatedKind } from './kinds';

/** `lower(btrim(...))` of an item's English text: how the memory matches sources. */
export const sourceKey = (kind: TranslatedKind, alias: string) => sql`lower(btrim(${sql.ref(`${alias}.${kind.sourceColumn}`)}))`;

/** The memory of `languageCode` as a subquery: one row (source, translation) per English text. */
export function memoryOf(languageCode: string): RawBuilder<{ source: string; translation: string }> {
  const known = ALL_KINDS.map(
    (k) => sql`SELECT ${sourceKey(k, 'i')} AS source, t.translation
      FROM ${sql.table(k.translationTable)} t JOIN ${sql.table(k.itemTable)} i ON i.id = ${sql.ref(`t.${k.itemColumn}`)}
      WHERE t.language_code = ${languageCode}`,
  );
  return sql`(SELECT DISTINCT ON (source) source, translation
    FROM (SELECT source, translation, count(*) AS uses FROM (${sql.join(known, sql` UNION ALL `)}) known GROUP BY source, translation) counted
    ORDER BY source, uses DESC, translation)`;
}
