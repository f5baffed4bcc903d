/**
 * The migrations, by name: the core's (here: those that span areas or serve no area, such as auth's tables) and
 * every area's (its manifest's `migrations`), run in name order. A name is what databases record in
 * kysely_migration: it never changes, whichever folder its file lives in.
 */
import type { Migration } from 'kysely';
import { joinByName } from '../../areaRegistry';
import * as m0001 from './0001_foundation';
import * as m0004 from './0004_devices_requests';
import * as m0007 from './0007_download_tokens';
import * as m0014 from './0014_auth_pruning';
import * as m0026 from './0026_rate_counts';

const core: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0004_devices_requests': m0004,
  '0007_download_tokens': m0007,
  '0014_auth_pruning': m0014,
  '0026_rate_counts': m0026,
};

export const migrations: Record<string, Migration> = joinByName((area) => area.migrations, core);
