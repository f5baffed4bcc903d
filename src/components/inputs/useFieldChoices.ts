/** The choices of a select-type field: fixed choices (translated), the items of a lookup type, or the rows of an `option` call. */
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../resources/defineResource';
import { useLookupChoices } from './useLookupChoices';
import { useOptions } from './useOptions';

export const isSelectField = (field: FieldDef) => Boolean(field.choices) || field.kind === 'lookup' || field.kind === 'option';

/** `record`: the row, for a field whose lookup key depends on it (`lookupFor`). */
export function useFieldChoices(field: FieldDef, record: Record<string, unknown> = {}): { id: number | string; name: string }[] {
  const translate = useTranslate();
  const { choices: lookupChoices } = useLookupChoices(field.kind === 'lookup' ? (field.lookupFor?.(record) ?? field.lookup) : undefined);
  const { choices: optionChoices } = useOptions(field.kind === 'option' && !field.choices ? field.options : undefined);
  if (field.choices) return field.choices.map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) }));
  return field.kind === 'option' ? optionChoices : lookupChoices;
}
