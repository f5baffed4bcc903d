/**
 * A choice column's choices as { id, name } in 'en' or 'es': listed by its declaration (contract/dashboardSchema.ts),
 * or the items of a lookup type (`lookup:<key>`) from the lookup store, every one (inactive items still name old rows),
 * by their text.
 */
import type { ChoiceSource, DashboardColumn } from '../../../contract/dashboardSchema';
import type { Db } from '../../db/database';

export type ChoiceLanguage = 'en' | 'es';
export interface Choice {
  id: number;
  name: string;
}

/** The choices of a source: a static list in the language, or a lookup type's items by text, then id. */
export async function choicesOf(db: Db, source: ChoiceSource, language: ChoiceLanguage): Promise<Choice[]> {
  if (typeof source !== 'string') return source.map((c) => ({ id: c.id, name: c.label[language] }));
  const key = source.slice('lookup:'.length);
  return db.selectFrom('lookups').select(['id', 'text as name']).where('key', '=', key).orderBy('text').orderBy('id').execute();
}

/** A column's choices, or undefined when it is not a choice column. */
export async function columnChoices(db: Db, column: DashboardColumn, language: ChoiceLanguage): Promise<Choice[] | undefined> {
  return column.type === 'choice' && column.choices ? choicesOf(db, column.choices, language) : undefined;
}

/** A column's choices by id (for naming counted values). */
export async function choiceNames(db: Db, column: DashboardColumn, language: ChoiceLanguage): Promise<Map<number, string>> {
  return new Map(((await columnChoices(db, column, language)) ?? []).map((c) => [c.id, c.name]));
}
