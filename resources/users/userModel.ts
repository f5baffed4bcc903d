/**
 * Platform users' pure rules (spec §3 Platform user, §7 Users, §9): how the
 * form's record becomes the CreateUser/UpdateUser body, the list's query, and
 * the fixed choices. No React here.
 */
import type { GetListParams } from 'ra-core';
import { USER_STATUSES } from '../../contract/users';
import { specListQuery } from '../../dataProvider/endpoints';

/**
 * The body of user/CreateUser and user/UpdateUser from the form's record: FirstName → GivenName,
 * LastName → FamilyName, LocationId → RootLocationId, the one role as Roles [{ Id, Name }]; the id and
 * version for an update, the Password and CreatedBy for a create (the adapter keeps what each call declares).
 */
export function toUserBody(r: Record<string, unknown>): Record<string, unknown> {
  return {
    Id: r.id,
    Roles: r.Roles,
    GivenName: r.FirstName,
    FamilyName: r.LastName,
    Username: r.Username,
    Email: r.Email,
    DispatchGroupEmail: r.DispatchGroupEmail || null,
    IsActive: r.IsActive,
    IsLockedOut: r.IsLockedOut,
    RootLocationId: r.LocationId ?? null,
    IsMahle: r.IsMahle,
    IsUK: r.IsUK,
    TimeZone: r.TimeZone || null,
    version: r.version,
    Password: r.Password,
    CreatedBy: r.CreatedBy,
  };
}

/** The form field of each body field the body renames, for the server's refusals. */
export const userErrorSources = { GivenName: 'FirstName', FamilyName: 'LastName', RootLocationId: 'LocationId' };

/**
 * user/GetUsers's query (spec §9): search, orderBy (Name by default), sortBy, status ('' for all) and
 * filter, the role id (0 for all), with the page.
 */
export function userListQuery(params: GetListParams): Record<string, unknown> {
  const { RoleId, ...filter } = (params.filter ?? {}) as Record<string, unknown>;
  return { ...specListQuery({ ...params, filter }), filter: RoleId || 0 };
}

export const fullName = (r: Record<string, unknown>) => [r.FirstName, r.LastName].filter(Boolean).join(' ');

/** The status filter's choices; none chosen lists every user. */
export const statusChoices = USER_STATUSES.map((id) => ({ id, name: `resources.users.statuses.${id}` }));

/** Every IANA time zone the browser knows, UTC first. */
export const timeZoneChoices = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((z) => z !== 'UTC')].map((id) => ({ id, name: id }));
