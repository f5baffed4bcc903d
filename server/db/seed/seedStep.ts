/**
 * A step of the first start's demo seed, as an area's manifest declares it: it writes its area's demo rows in the
 * seed's transaction, reading what earlier steps left (the run).
 */
import type { Db } from '../database';
import type { LookupIds } from '../../modules/business/seed/businessGenerator';
import type { Random } from './random';

export interface SeedOptions {
  adminPassword?: string;
  demoPassword?: string;
  /** How many demo businesses to generate (none when absent). */
  businesses?: number;
  /** How many service requests to spread over them (a few per business when absent). */
  serviceRequests?: number;
}

/** What the steps of one seed share. */
export interface SeedRun {
  options: SeedOptions;
  /** The demo's one random sequence: the steps draw from it in key order, so the demo is the same every time. */
  random: Random;
  /** The business lookups' ids, once the business area's first step has written them. */
  lookupIds?: LookupIds;
  /** The demo businesses' ids, in order (read once, after the business area has written them). */
  businessIds(): Promise<number[]>;
}

export type SeedStep = (trx: Db, run: SeedRun) => Promise<void>;
