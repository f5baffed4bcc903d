import { authContract } from './auth';
import { countrystateContract } from './countrystate';
import type { Endpoint } from './define';
import { lookupContract } from './lookup';
import { usersContract } from './users';

export { authContract, countrystateContract, lookupContract, usersContract };

/** Every endpoint of the contract, by domain. */
export const contract = {
  auth: authContract,
  users: usersContract,
  lookup: lookupContract,
  countrystate: countrystateContract,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((domain) => Object.values(domain) as Endpoint[]);
