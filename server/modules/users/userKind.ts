/**
 * A user as the change history keeps it (area `users`, entity `user`): the fields user/GetUser answers, under
 * their API names, with the user's roles (granted in the user's write, no entries of their own) and, for a
 * business user, their business (the scope). Never the password hash nor any other secret: a password change
 * shows only as the marker `passwordChanged: true` in the record after it (`markingPasswordChange`).
 */
import type { Db } from '../../db/database';
import type { RecordKind } from '../../db/write';
import { m } from '../../http/text';
import { rolesJson } from './platformUsers';

/** The user `id` as the history keeps it, or undefined. */
export async function userSnapshot(trx: Db, id: number): Promise<Record<string, unknown> | undefined> {
  const row = await trx
    .selectFrom('users as u')
    .select([
      'u.username as Username',
      'u.given_name as FirstName',
      'u.family_name as LastName',
      'u.email as Email',
      'u.dispatch_group_email as DispatchGroupEmail',
      'u.is_active as IsActive',
      'u.is_locked_out as IsLockedOut',
      rolesJson.as('Roles'),
      'u.root_location_id as LocationId',
      'u.is_uk as IsUK',
      'u.time_zone as TimeZone',
      'u.is_mahle as IsMahle',
      'u.business_id as BusinessId',
    ])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { BusinessId, ...user } = row;
  // A platform user has no business: left out rather than kept as null in every entry.
  return BusinessId === null ? user : { ...user, BusinessId };
}

/** The refusal of a save whose email or username another user has (the checks before it name the field). */
export const userDuplicate = (values: Record<string, unknown>) =>
  m`The email ${values.email} or the username ${values.username ?? ''} is already used by another user.`;

/** A kind whose history snapshot is its own (the ones a password change marks). */
export type SnapshottingKind = RecordKind & Required<Pick<RecordKind, 'snapshot'>>;

export const userKind: SnapshottingKind = {
  area: 'users',
  entity: 'user',
  table: 'users',
  what: (id) => m`User ${id}`,
  duplicate: userDuplicate,
  snapshot: userSnapshot,
  scope: (user) => user.BusinessId as number | undefined,
};

/**
 * `kind` for a write that may change a password: once `changed()` is called (in the write's `apply`), the
 * record's snapshot carries `passwordChanged: true`, so the change is recorded as that marker and never as the
 * hash (a change of the password alone is then still one entry).
 */
export function markingPasswordChange(kind: SnapshottingKind): { kind: SnapshottingKind; changed: () => void } {
  let changed = false;
  return {
    kind: {
      ...kind,
      snapshot: async (trx, id) => {
        const record = await kind.snapshot(trx, id);
        return record && changed ? { ...record, passwordChanged: true } : record;
      },
    },
    changed: () => {
      changed = true;
    },
  };
}
