/** Every declared resource, and the endpoint table the adapter reads, built from them. */
import type { ResourceCallbacks } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/adapter';
import type { EndpointTable } from '../dataProvider/endpoints';
import { areas } from './areas';
import business from './business';
import businessUsers from './businessUsers';
import countries from './countries';
import type { ResourceDescriptor } from './defineResource';
import deviceFiles from './deviceFiles';
import devices from './devices';
import makes from './makes';
import partner from './partner';
import productAddDiscounts from './productAddDiscounts';
import salesReps from './salesReps';
import serviceRequests from './serviceRequests';
import states from './states';
import taxRates from './taxRates';
import tools from './tools';
import users from './users';
import volumeDiscounts from './volumeDiscounts';

export const resources: ResourceDescriptor[] = [
  business,
  businessUsers,
  users,
  partner,
  salesReps,
  makes,
  countries,
  states,
  taxRates,
  volumeDiscounts,
  productAddDiscounts,
  devices,
  tools,
  deviceFiles,
  serviceRequests,
  ...areas.flatMap((a) => a.resources),
];

export const endpointTable: EndpointTable = Object.fromEntries(resources.map((r) => [r.name, r.endpoints]));

/** The resources' `afterSave`, as react-admin lifecycle callbacks the data provider is wrapped in (src/App.tsx). */
export const lifecycleCallbacks: ResourceCallbacks[] = resources
  .filter((r) => r.afterSave)
  .map((r) => ({
    resource: r.name,
    afterSave: async (record, dataProvider) => {
      await r.afterSave?.(record, dataProvider as AppDataProvider);
      return record;
    },
  }));
