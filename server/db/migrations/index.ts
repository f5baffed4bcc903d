/** The migrations, in order. A new migration is a file here and a line below. */
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_foundation';
import * as m0002 from './0002_business';
import * as m0003 from './0003_business_details';
import * as m0004 from './0004_devices_requests';
import * as m0005 from './0005_business_search_speed';

export const migrations: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0002_business': m0002,
  '0003_business_details': m0003,
  '0004_devices_requests': m0004,
  '0005_business_search_speed': m0005,
};
