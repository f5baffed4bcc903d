/**
 * The areas of the product, each named by the one word used for it on every side (issue 32): the server's
 * `server/modules/<area>/` with its manifest (`area.ts`), and the console's. Both sides build their registries
 * (routes, migrations, schema, seed, messages; menu, screens, lazy messages) from the areas' manifests, and a test
 * on each side checks its manifests match this list one to one. Adding an area is its folders plus its name here.
 *
 * In the order the server registers their routes (the OpenAPI document lists them so).
 */
export const AREAS = [
  'users',
  'lookup',
  'salesReps',
  'countrystate',
  'partner',
  'business',
  'businessDetails',
  'devices',
  'serviceRequests',
  'chat',
  'lookupStore',
  'serviceCatalogue',
  'messages',
  'reports',
  'references',
  'files',
  'openingHours',
  'rag',
  'translations',
  'scanpro',
  'maintenance',
  'dashboard',
  'history',
  'imports',
  'search',
] as const;

export type Area = (typeof AREAS)[number];
