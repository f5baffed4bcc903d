/**
 * A choice column's choices as { id, name } in 'en' or 'es': listed by its declaration (contract/dashboardSchema.ts),
 * or the items of a lookup type (`lookup:<key>`) from the lookup store, every one (inactive items still name old rows),
 * by their text in the language (issue 31). And a text column's `names`: its stored English texts by their name in
 * the language.
 */
import { sql } from 'kysely';
import type { ChoiceSource, DashboardColumn } from '../../../contract/dashboardSchema';
import type { Db } from '../../db/database';
import { lookupTextSql } from '../lookup/lookupTexts';

export type ChoiceLanguage = 'en' | 'es';
export interface Choice {
  id: number;
  name: string;
}

/** The choices of a source: a static list in the language, or a lookup type's items by text, then id. */
export async function choicesOf(db: Db, source: ChoiceSource, language: ChoiceLanguage): Promise<Choice[]> {
  if (typeof source !== 'string') return source.map((c) => ({ id: c.id, name: c.label[language] }));
  return lookupChoices(db, source, language);
}

/** The items of the lookup type `lookup:<key>` as { id, name }, named in the language, by name then id. */
function lookupChoices(db: Db, source: `lookup:${string}`, language: ChoiceLanguage): Promise<Choice[]> {
  const name = lookupTextSql(sql`l.id`, sql`l.text`, language);
  return db.selectFrom('lookups as l').select(['l.id', name.as('name')]).where('l.key', '=', source.slice('lookup:'.length)).orderBy(name).orderBy('l.id').execute();
}

/** A text column's `names`: each item's English text → its name in the language, where the two differ (none in English). */
export async function columnNames(db: Db, column: DashboardColumn, language: ChoiceLanguage): Promise<Map<string, string>> {
  if (!column.names || language === 'en') return new Map();
  const rows = await db
    .selectFrom('lookups as l')
    .innerJoin('lookup_translations as t', 't.lookup_id', 'l.id')
    .select(['l.text', 't.translation'])
    .where('l.key', '=', column.names.slice('lookup:'.length))
    .where('t.language_code', '=', language)
    .orderBy('l.id')
    .execute();
  // Two items of one text (an inactive and an active one): the older one's name, as GetLookupValues reads them.
  const names = new Map<string, string>();
  for (const r of rows) if (!names.has(r.text) && r.translation !== r.text) names.set(r.text, r.translation);
  return names;
}

/** A column's choices, or undefined when it is not a choice column. */
export async function columnChoices(db: Db, column: DashboardColumn, language: ChoiceLanguage): Promise<Choice[] | undefined> {
  return column.type === 'choice' && column.choices ? choicesOf(db, column.choices, language) : undefined;
}

/** A column's choices by id (for naming counted values). */
export async function choiceNames(db: Db, column: DashboardColumn, language: ChoiceLanguage): Promise<Map<number, string>> {
  return new Map(((await columnChoices(db, column, language)) ?? []).map((c) => [c.id, c.name]));
}
