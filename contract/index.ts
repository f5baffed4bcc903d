import { authContract } from './auth';
import { businessContract } from './business';
import { chatContract } from './chat';
import { countrystateContract } from './countrystate';
import { dashboardContract } from './dashboard';
import type { Endpoint } from './define';
import { deviceContract } from './device';
import { filesContract } from './files';
import { deviceFilesContract } from './deviceFiles';
import { lookupContract } from './lookup';
import { lookupStoreContract } from './lookupStore';
import { maintenanceContract } from './maintenance';
import { serviceCatalogueContract } from './serviceCatalogue';
import { messagesContract } from './messages';
import { openingHoursContract } from './openingHours';
import { reportsContract } from './reports';
import { referencesContract } from './references';
import { partnerContract } from './partner';
import { ragContract } from './rag';
import { salesRepsContract } from './salesReps';
import { scanproContract } from './scanpro';
import { serviceRequestContract } from './serviceRequest';
import { toolsContract } from './tools';
import { translationsContract } from './translations';
import { usersContract } from './users';

export { authContract, businessContract, countrystateContract, deviceContract, lookupContract, salesRepsContract, serviceRequestContract, usersContract };

/** Every endpoint of the contract, by domain. */
export const contract = {
  auth: authContract,
  users: usersContract,
  lookup: lookupContract,
  salesReps: salesRepsContract,
  countrystate: countrystateContract,
  partner: partnerContract,
  business: businessContract,
  device: deviceContract,
  tools: toolsContract,
  deviceFiles: deviceFilesContract,
  serviceRequest: serviceRequestContract,
  chat: chatContract,
  lookupStore: lookupStoreContract,
  serviceCatalogue: serviceCatalogueContract,
  messages: messagesContract,
  reports: reportsContract,
  references: referencesContract,
  files: filesContract,
  openingHours: openingHoursContract,
  translations: translationsContract,
  rag: ragContract,
  maintenance: maintenanceContract,
  scanpro: scanproContract,
  dashboard: dashboardContract,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((domain) => Object.values(domain) as Endpoint[]);
