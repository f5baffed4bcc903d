/**
 * A catalogue kept in the generic lookup store (`lookup/ByKey`, `lookup/Upsert`):
 * a new lookup type is a declaration with no server change. Its key and field rules are the lookup type
 * (contract/lookupTypes.ts), which the server holds every item to; the console adds the icon and what only
 * the screen needs (help, an option list), field by field.
 */
import { lookupContract } from '../contract/lookup';
import type { LookupItemField, LookupType } from '../contract/lookupTypes';
import { defineResource, type FieldDef, type ResourceDeclaration, type ResourceDescriptor } from './defineResource';

export interface LookupDeclaration extends Omit<ResourceDeclaration, 'endpoints' | 'path' | 'showAllFilter' | 'name' | 'fields'> {
  /** Defaults to `admin/catalogues/<name in lower case>`. */
  path?: string;
  /** What the screen adds to a declared field, by source: its help, or a kind shown otherwise (`option`); never its rules. */
  fields?: Partial<Record<LookupItemField, Omit<Partial<FieldDef>, 'source' | 'required' | 'maxLength' | 'min' | 'max'>>>;
}

/** The console's fields of a lookup type: its rules, with what the screen adds. */
export function lookupFields(type: LookupType, more: LookupDeclaration['fields'] = {}): FieldDef[] {
  for (const source of Object.keys(more)) {
    if (!type.fields.some((f) => f.source === source)) throw new Error(`${type.key} declares no field ${source} (contract/lookupTypes.ts)`);
  }
  return type.fields.map((rule) => ({ ...rule, ...more[rule.source] }));
}

export function defineLookupResource(type: LookupType & { name: string }, { path, fields, ...declaration }: LookupDeclaration): ResourceDescriptor {
  const { key, name } = type;
  return defineResource({
    name,
    fields: lookupFields(type, fields),
    path: path ?? `admin/catalogues/${name.toLowerCase()}`,
    showAllFilter: 'showAll',
    defaultSort: { field: 'text', order: 'ASC' },
    endpoints: {
      list: {
        endpoint: lookupContract.byKey,
        shape: 'array',
        serverFilters: ['showAll'],
        input: ({ filter }) => ({ body: { key, showAll: Boolean(filter?.showAll) } }),
      },
      save: { endpoint: lookupContract.upsert, fixed: { key } },
    },
    ...declaration,
  });
}
