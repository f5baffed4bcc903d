/**
 * A resource's entry: what the console's shell needs of it before its declaration loads — the react-admin
 * <Resource> (name, icon, record representation), its routes (path, detail path, pages), its menu icon and its
 * message area. Written once, in the resource's folder (`<name>/entry.ts`); the declaration (`<name>/index.ts`,
 * its fields, filters, endpoints and views) is made from it, and is loaded the first time a screen or a data
 * call needs it (src/declare/registry.ts), so the console's first list downloads one declaration, not all.
 */
import type { ResourceDescriptor } from './defineResource';

/** What the shell needs of a resource (documented in ./defineResource.ts), its pages always given. */
export type ResourceEntry = Pick<ResourceDescriptor, 'name' | 'path' | 'icon' | 'recordRepresentation' | 'view' | 'detailPath' | 'embedded' | 'messages'> &
  Required<Pick<ResourceDescriptor, 'pages'>>;

/** An entry as written: a table unless it says otherwise, whose records have both pages unless it says otherwise. */
export type EntryDeclaration = Omit<ResourceEntry, 'view' | 'pages'> & Partial<Pick<ResourceEntry, 'view' | 'pages'>>;

export function defineEntry({ view = 'table', pages, ...entry }: EntryDeclaration): ResourceEntry {
  return { ...entry, view, pages: pages ?? (view === 'table' ? ['create', 'edit'] : []) };
}

/** An entry with the way to its declaration, loaded once, the first time it is asked for. */
export interface LazyResource extends ResourceEntry {
  load(): Promise<ResourceDescriptor>;
  /** The declaration, once loaded. */
  loaded(): ResourceDescriptor | undefined;
}

/** `lazyResource(entry, () => import('../../resources/devices'))`: the registry's item for a resource (src/declare/registry.ts). */
export function lazyResource(entry: ResourceEntry, load: () => Promise<{ default: ResourceDescriptor }>): LazyResource {
  let promise: Promise<ResourceDescriptor> | undefined;
  let descriptor: ResourceDescriptor | undefined;
  return {
    ...entry,
    load: () => {
      promise ??= load().then(
        (module) => {
          descriptor = module.default;
          return descriptor;
        },
        (error: unknown) => {
          // A failed load (the network) may be tried again.
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    loaded: () => descriptor,
  };
}
