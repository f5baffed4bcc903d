/** Fixed choices of a field (spec ids the contract names), and the one a value picks. */
import type { FieldDef } from './defineResource';

/** Choices from a contract's ids by key (`{ inService: 1, … }`), labelled `resources.<prefix>.<key>`. */
export const choicesOf = (prefix: string, ids: Record<string, number>): NonNullable<FieldDef['choices']> =>
  Object.entries(ids).map(([key, id]) => ({ id, name: `resources.${prefix}.${key}` }));

/** The choice a field's value picks, when the field has fixed choices. */
export const choiceOf = (field: FieldDef, value: unknown) => field.choices?.find((c) => String(c.id) === String(value));
