import type { Endpoint } from './define';
import * as modules from './modules';

/** Every endpoint of the contract, by domain (contract/modules.ts). */
export const contract = modules satisfies Record<string, Record<string, Endpoint>>;

/** Every endpoint, by domain in name order (a module namespace's key order differs between Node and the bundler). */
export const allEndpoints: Endpoint[] = Object.keys(contract)
  .sort()
  .flatMap((domain) => Object.values(contract[domain as keyof typeof contract]) as Endpoint[]);
