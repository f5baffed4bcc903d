/** The choices of a select-type field: fixed choices (translated), the items of a lookup type, or the rows of an `option` call. */
import { useTranslate } from 'react-admin';
import { type FieldDef, lookupKeyOf } from '../../declare/defineResource';
import type { NamedChoice } from './nameMatch';
import { useLookupChoices } from './useLookupChoices';
import { renamed, useOptions } from './useOptions';

export const isSelectField = (field: FieldDef) => Boolean(field.choices) || field.kind === 'lookup' || field.kind === 'option';

/** A field whose value names another record (a lookup item, an option row): picked by name, never typed as a code. */
export const isReferenceField = (field: FieldDef) => !field.choices && (field.kind === 'lookup' || field.kind === 'option');

/**
 * `record`: the row, the form's values or the list's filters, for a field whose lookup key depends on it
 * (`lookupBy`) or whose options narrow by another of its fields (`options.narrowBy`).
 */
export function useFieldChoices(field: FieldDef, record: Record<string, unknown> = {}): NamedChoice[] {
  const translate = useTranslate();
  const { choices: lookupChoices, items } = useLookupChoices(field.kind === 'lookup' ? lookupKeyOf(field, record) : undefined);
  const { choices: optionChoices } = useOptions(field.kind === 'option' && !field.choices ? field.options : undefined, record);
  if (field.choices) return field.choices.map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) }));
  // An option's name may be an i18n key (a tenant's solution): read in the console's language, as its select reads it.
  if (field.kind === 'option') return optionChoices.map((c) => renamed(c, translate(c.name, { _: c.name })));
  // An item is found by its text in any language, whichever the console shows.
  const texts = new Map((items ?? []).map((item) => [item.id, [item.text, ...Object.values(item.translations ?? {})]]));
  return lookupChoices.map((c) => ({ ...c, aka: texts.get(c.id) }));
}
