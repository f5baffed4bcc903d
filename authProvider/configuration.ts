/**
 * The console's configuration values (lookup key `configuration`, spec §7 and §9), cached under the hashed
 * storage key: read at login, and again whenever one is saved, so the change shows at once.
 */
import type { ResponseOf } from '../contract/define';
import { lookupStoreContract } from '../contract/lookupStore';
import { storage } from './storage';

export const CONFIGURATION_KEY = 'configuration';

export const configuration = (): Record<string, unknown> => storage.get<Record<string, unknown>>('configuration') ?? {};

export function storeConfiguration(values: Record<string, unknown>): void {
  storage.set('configuration', values);
}

type LookupValues = typeof lookupStoreContract.getLookupValues;

/** Fetches the configuration values with `call` (the data provider's, or a bare fetch at login) and caches them. */
export async function refreshConfiguration(call: (endpoint: LookupValues, input: { query: { key: string } }) => Promise<ResponseOf<LookupValues>>): Promise<void> {
  storeConfiguration(await call(lookupStoreContract.getLookupValues, { query: { key: CONFIGURATION_KEY } }));
}

/** A whole-number setting, or `fallback` when it is missing or out of range. */
export function configuredInt(name: string, fallback: number, min = 1, max = 1000): number {
  const value = Number(configuration()[name]);
  return Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** Rows per page of every list (spec §9: 10). */
export const defaultPageSize = () => configuredInt('defaultPageSize', 10);
