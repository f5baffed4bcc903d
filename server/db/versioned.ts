/**
 * The save rule every edited record follows: id 0 inserts; any other id
 * updates only when the caller's `version` is the stored one (a stale edit is
 * refused as `Stale`, 409 `stale` over HTTP, never applied); a duplicate is refused as `Duplicate`, 409
 * `duplicate`. The refusals are domain errors (domainErrors.ts), answered over HTTP by the error handler.
 */
import { m, type Text } from '../http/text';
import { Duplicate, Invalid, isUniqueViolation, NotFound, Refusal, Stale } from './domainErrors';

export interface Saved {
  id: number;
  version: number;
}

export interface VersionedSave<T extends Saved> {
  what: Text;
  id: number;
  version: number | undefined;
  duplicate: Text;
  insert: () => Promise<T>;
  /** `UPDATE … WHERE id = $id AND version = $version RETURNING …`, version incremented. */
  update: (version: number) => Promise<T | undefined>;
  exists: () => Promise<boolean>;
}

export async function saveVersioned<T extends Saved>(save: VersionedSave<T>): Promise<T> {
  try {
    if (save.id === 0) return await save.insert();
    if (save.version === undefined) throw new Invalid('version', m`is required to update an existing record`);
    const updated = await save.update(save.version);
    if (updated) return updated;
    throw (await save.exists()) ? new Stale(save.what) : new NotFound(save.what);
  } catch (err) {
    if (err instanceof Refusal) throw err;
    if (isUniqueViolation(err)) throw new Duplicate(save.duplicate);
    throw err;
  }
}
