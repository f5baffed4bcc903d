import { authContract } from './auth';
import { businessContract } from './business';
import { countrystateContract } from './countrystate';
import type { Endpoint } from './define';
import { deviceContract } from './device';
import { lookupContract } from './lookup';
import { partnerContract } from './partner';
import { serviceRequestContract } from './serviceRequest';
import { usersContract } from './users';

export { authContract, businessContract, countrystateContract, deviceContract, lookupContract, serviceRequestContract, usersContract };

/** Every endpoint of the contract, by domain. */
export const contract = {
  auth: authContract,
  users: usersContract,
  lookup: lookupContract,
  countrystate: countrystateContract,
  partner: partnerContract,
  business: businessContract,
  device: deviceContract,
  serviceRequest: serviceRequestContract,
} satisfies Record<string, Record<string, Endpoint>>;

export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((domain) => Object.values(domain) as Endpoint[]);
