/** Test data for the sales rep tests: a rep body with a unique email, and the tables a save writes. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/schema';

/** A new rep as lookup/UpsertSalesRep takes it: enabled, no login, a unique name and email. */
export function repInput<T extends Record<string, unknown> = Record<never, never>>(overrides?: T) {
  const tag = randomBytes(4).toString('hex');
  return { id: 0, firstName: 'Rosa', lastName: `Quintero ${tag}`, email: `rosa.${tag}@scancal.example`, isEnabled: true, ...(overrides as T) };
}

export const REP_TABLES: (keyof Database)[] = ['users', 'user_roles', 'refresh_tokens', 'lookups', 'sales_reps'];
