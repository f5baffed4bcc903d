/**
 * The save rule every edited record follows: id 0 inserts; any other id
 * updates only when the caller's `version` is the stored one (a stale edit is
 * refused with 409, never applied); a duplicate answers 409 with `duplicate`.
 */
import { badRequest, conflict, HttpError, isUniqueViolation, notFound, staleEdit } from '../http/errors';
import { m, type Text } from '../http/text';

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
    if (save.version === undefined) throw badRequest('version', m`is required to update an existing record`);
    const updated = await save.update(save.version);
    if (updated) return updated;
    throw (await save.exists()) ? staleEdit(save.what) : notFound(save.what);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (isUniqueViolation(err)) throw conflict(save.duplicate);
    throw err;
  }
}
