/** The migrations, in order. A new migration is a file here and a line below. */
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
};
