/**
 * The server's areas: one line per area, its manifest (server/areaManifest.ts). contract/areas.ts names them;
 * server/areaRegistry.ts builds the routes, migrations and seed steps from these.
 */
export { default as business } from './modules/business/area';
export { default as businessDetails } from './modules/businessDetails/area';
export { default as chat } from './modules/chat/area';
export { default as countrystate } from './modules/countrystate/area';
export { default as dashboard } from './modules/dashboard/area';
export { default as devices } from './modules/devices/area';
export { default as files } from './modules/files/area';
export { default as lookup } from './modules/lookup/area';
export { default as lookupStore } from './modules/lookupStore/area';
export { default as maintenance } from './modules/maintenance/area';
export { default as messages } from './modules/messages/area';
export { default as openingHours } from './modules/openingHours/area';
export { default as partner } from './modules/partner/area';
export { default as rag } from './modules/rag/area';
export { default as references } from './modules/references/area';
export { default as reports } from './modules/reports/area';
export { default as salesReps } from './modules/salesReps/area';
export { default as scanpro } from './modules/scanpro/area';
export { default as serviceCatalogue } from './modules/serviceCatalogue/area';
export { default as serviceRequests } from './modules/serviceRequests/area';
export { default as translations } from './modules/translations/area';
export { default as users } from './modules/users/area';
