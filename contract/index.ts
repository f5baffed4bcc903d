import type { Endpoint } from './define';
import * as modules from './modules';

export { authContract } from './auth';
export { businessContract } from './business';
export { countrystateContract } from './countrystate';
export { deviceContract } from './device';
export { lookupContract } from './lookup';
export { salesRepsContract } from './salesReps';
export { serviceRequestContract } from './serviceRequest';
export { usersContract } from './users';

/** Every endpoint of the contract, by domain (contract/modules.ts). */
export const contract = modules satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((domain) => Object.values(domain) as Endpoint[]);
