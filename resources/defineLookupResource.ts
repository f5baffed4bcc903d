/**
 * A catalogue kept in the generic lookup store (`lookup/ByKey`, `lookup/Upsert`):
 * a new lookup type is a declaration with no server change.
 */
import { lookupContract } from '../contract/lookup';
import { defineResource, type ResourceDeclaration, type ResourceDescriptor } from './defineResource';

export interface LookupDeclaration extends Omit<ResourceDeclaration, 'endpoints' | 'path' | 'showAllFilter'> {
  /** The lookup key (`billing.taxrates`). */
  key: string;
  /** Defaults to `admin/catalogues/<name in lower case>`. */
  path?: string;
}

export function defineLookupResource({ key, path, ...declaration }: LookupDeclaration): ResourceDescriptor {
  return defineResource({
    path: path ?? `admin/catalogues/${declaration.name.toLowerCase()}`,
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
