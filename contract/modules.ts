/**
 * The contract's modules by domain, one line each: a new module is its file plus its line here. contract/index.ts
 * reads them as one object (`contract`) and one list (`allEndpoints`). The console does not import this: each of its
 * screens imports the modules it calls, so a screen's JavaScript holds only its own endpoints.
 */
export { authContract as auth } from './auth';
export { usersContract as users } from './users';
export { lookupContract as lookup } from './lookup';
export { salesRepsContract as salesReps } from './salesReps';
export { countrystateContract as countrystate } from './countrystate';
export { partnerContract as partner } from './partner';
export { businessContract as business } from './business';
export { deviceContract as device } from './device';
export { toolsContract as tools } from './tools';
export { deviceFilesContract as deviceFiles } from './deviceFiles';
export { serviceRequestContract as serviceRequest } from './serviceRequest';
export { chatContract as chat } from './chat';
export { lookupStoreContract as lookupStore } from './lookupStore';
export { serviceCatalogueContract as serviceCatalogue } from './serviceCatalogue';
export { messagesContract as messages } from './messages';
export { reportsContract as reports } from './reports';
export { referencesContract as references } from './references';
export { filesContract as files } from './files';
export { openingHoursContract as openingHours } from './openingHours';
export { translationsContract as translations } from './translations';
export { ragContract as rag } from './rag';
export { maintenanceContract as maintenance } from './maintenance';
export { scanproContract as scanpro } from './scanpro';
export { dashboardContract as dashboard } from './dashboard';
export { historyContract as history } from './history';
export { importsContract as imports } from './imports';
export { viewsContract as views } from './views';
export { searchContract as search } from './search';
