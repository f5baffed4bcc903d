/** Fixed choices of a field (spec ids the contract names). */
import type { FieldDef } from './defineResource';

/** Choices from a contract's ids by key (`{ inService: 1, … }`), labelled `resources.<prefix>.<key>`. */
export const choicesOf = (prefix: string, ids: Record<string, number>): NonNullable<FieldDef['choices']> =>
  Object.entries(ids).map(([key, id]) => ({ id, name: `resources.${prefix}.${key}` }));
