/**
 * Every resource of the console, as its entry (./resourceEntry.ts): what the shell needs to register it, route
 * to it and show it in the menu. Each declaration (fields, filters, endpoints, views) is loaded the first time
 * its screen or a data call needs it, so the console's first list downloads its own declaration and no other.
 * The data provider reads the endpoints through `endpointsOf`; the resources' `afterSave` run through
 * `withAfterSave`. (Tests read every declaration at once from ./allResources.ts; the console does not import it.)
 */
import { type DataProvider, type ResourceCallbacks, withLifecycleCallbacks } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { ResourceEndpoints } from '../../dataProvider/endpoints';
import { areas } from '../../resources/areas';
import type { ResourceDescriptor } from './defineResource';
import type { LazyResource } from './resourceEntry';

/** Every resource, from the areas' manifests (resources/areas). */
export const registry: LazyResource[] = areas.flatMap((a) => a.resources);

const byName = new Map(registry.map((r) => [r.name, r]));

/** A resource's declaration, loaded the first time it is asked for; none for a name no entry has. */
export const declarationOf = async (name: string): Promise<ResourceDescriptor | undefined> => byName.get(name)?.load();

/** The endpoint-table entry of a resource, as the data provider reads it (dataProvider/adapter.ts). */
export const endpointsOf = async (name: string): Promise<ResourceEndpoints | undefined> => (await declarationOf(name))?.endpoints;

/** The resources' `afterSave` as react-admin lifecycle callbacks, wherever a record is saved (a configuration value refreshes the cache). */
export const afterSaveCallbacks = (resource: string, afterSave: NonNullable<ResourceDescriptor['afterSave']>): ResourceCallbacks[] => [
  {
    resource,
    afterSave: async (record, dataProvider) => {
      await afterSave(record, dataProvider as AppDataProvider);
      return record;
    },
  },
];

/**
 * The data provider with each resource's `afterSave` run after its creates and updates, as react-admin's
 * lifecycle callbacks run them: the declaration is read (loaded if need be) when the resource is first saved.
 */
export function withAfterSave(dataProvider: AppDataProvider): AppDataProvider {
  const saving =
    <V extends 'create' | 'update' | 'updateMany'>(verb: V): DataProvider[V] =>
    (async (resource: string, params: never) => {
      const afterSave = (await declarationOf(resource))?.afterSave;
      const target = afterSave ? withLifecycleCallbacks(dataProvider, afterSaveCallbacks(resource, afterSave)) : dataProvider;
      return (target[verb] as (resource: string, params: never) => Promise<unknown>)(resource, params);
    }) as DataProvider[V];
  return { ...dataProvider, create: saving('create'), update: saving('update'), updateMany: saving('updateMany') };
}
