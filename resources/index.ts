/** Every declared resource, and the endpoint table the adapter reads, built from them. */
import type { EndpointTable } from '../dataProvider/endpoints';
import business from './business';
import businessUsers from './businessUsers';
import countries from './countries';
import type { ResourceDescriptor } from './defineResource';
import devices from './devices';
import makes from './makes';
import partner from './partner';
import productAddDiscounts from './productAddDiscounts';
import serviceRequests from './serviceRequests';
import states from './states';
import taxRates from './taxRates';
import volumeDiscounts from './volumeDiscounts';

export const resources: ResourceDescriptor[] = [
  business,
  businessUsers,
  partner,
  makes,
  countries,
  states,
  taxRates,
  volumeDiscounts,
  productAddDiscounts,
  devices,
  serviceRequests,
];

export const endpointTable: EndpointTable = Object.fromEntries(resources.map((r) => [r.name, r.endpoints]));
