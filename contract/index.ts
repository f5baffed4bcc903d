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

/** Every endpoint, by domain in name order (a module namespace's key order differs between Node and the bundler). */
export const allEndpoints: Endpoint[] = Object.keys(contract)
  .sort()
  .flatMap((domain) => Object.values(contract[domain as keyof typeof contract]) as Endpoint[]);
