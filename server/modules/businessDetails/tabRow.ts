/**
 * The save rule of a tab stored as at most one row per business (Billing,
 * Promotion). Before the first save there is no row: the tab answers a default
 * record with version 0. A save without `version` creates the row when there is
 * none yet, and is refused as stale (409) when someone created it meanwhile; a
 * save with `version` updates only that version (409 otherwise), as
 * saveVersioned does for every edited record.
 */
import type { Saved } from '../../db/versioned';
import { saveVersioned } from '../../db/versioned';
import { staleEdit } from '../../http/errors';
import { m, type Text } from '../../http/text';

export interface TabRowSave {
  what: Text;
  businessId: number;
  version: number | undefined;
  /** `INSERT … ON CONFLICT (business_id) DO NOTHING RETURNING …`: undefined when the row already exists. */
  insertIfNone: () => Promise<Saved | undefined>;
  /** `UPDATE … WHERE business_id = $id AND version = $version RETURNING …`, version incremented. */
  update: (version: number) => Promise<Saved | undefined>;
}

export function saveTabRow(save: TabRowSave): Promise<Saved> {
  return saveVersioned({
    what: save.what,
    // No version: the caller saw no row (version 0), so this is the row's creation.
    id: save.version === undefined ? 0 : save.businessId,
    version: save.version,
    duplicate: m`${save.what} was created by someone else since you opened it. Reload it and apply your change again.`,
    insert: async () => {
      const created = await save.insertIfNone();
      if (!created) throw staleEdit(save.what);
      return created;
    },
    update: save.update,
    // The business was checked before: a failed update is a stale version.
    exists: async () => true,
  });
}
