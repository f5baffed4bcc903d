/**
 * Platform users (spec §3 Platform user and Profile, §4, §5, §6, §7 Users, §9).
 *
 * Payloads keep the spec's PascalCase. The edit form's FirstName, LastName and
 * LocationId are sent as GivenName, FamilyName and RootLocationId. Two fields
 * the form edits, IsUK and TimeZone, are not in the spec's UpdateUser payload:
 * we add them (and `version`, for the stale-edit check). The answers and
 * user/GetUser are ours: the spec gives no response shapes.
 */
import { z } from 'zod';
import { endpoint, queryInt, version } from './define';
import { pagedListQuery } from './listQuery';
import { r } from './refusal';

const name = z.string().trim().min(1, r('must not be empty')).max(100, r('must be at most 100 characters'));
const email = z.string().trim().max(254, r('must be at most 254 characters')).pipe(z.email(r('must be an email address')).max(254));
const optionalEmail = z
  .string()
  .trim()
  .max(254, r('must be at most 254 characters'))
  .pipe(z.union([z.literal(''), z.email(r('must be an email address')).max(254)]))
  .nullable()
  .optional();

export const role = z.object({ Id: z.number().int(), Name: z.string() });
export type Role = z.infer<typeof role>;

export const profile = z.object({
  UserId: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  email: z.string(),
  Role: z.string().nullable(),
  Roles: z.array(role),
});
export type Profile = z.infer<typeof profile>;

/** A platform user as the list and the edit form read it (spec §3 Platform user); `id` is UserId. */
export const platformUser = z.object({
  id: z.number().int(),
  UserId: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  DispatchGroupEmail: z.string().nullable(),
  IsActive: z.boolean(),
  IsLockedOut: z.boolean(),
  /** The one role's name (null for none), and the role as a list of one (spec §6). */
  Role: z.string().nullable(),
  Roles: z.array(role),
  LocationId: z.number().int().nullable(),
  Location: z.object({ Id: z.number().int(), Name: z.string() }).nullable(),
  BusinessName: z.string().nullable(),
  PartnerId: z.number().int().nullable(),
  IsUK: z.boolean(),
  TimeZone: z.string().nullable(),
  IsMahle: z.boolean(),
  version: z.number().int(),
});
export type PlatformUser = z.infer<typeof platformUser>;

/** A list row: the user, the total of the query (spec §3) and the checked flag, false on every load (spec §4). */
export const platformUserRow = platformUser.extend({ TotalItems: z.number().int(), checked: z.boolean() });

export const USER_SORTABLE = ['Name', 'Username', 'Email', 'Role', 'BusinessName', 'IsActive', 'IsLockedOut', 'UserId'] as const;
/** The list's status filter: '' (all), or one state. */
export const USER_STATUSES = ['active', 'inactive', 'lockedout'] as const;

/** The UpdateUser payload (spec §7), plus IsUK, TimeZone and version (ours). */
export const updateUserBody = z.strictObject({
  Id: z.int32().min(1, r('must be a user id')),
  /** Exactly one role (spec §6), by Id; Name is informative. */
  Roles: z.array(z.object({ Id: z.int32().min(1, r('must be a role id')), Name: z.string().max(64).optional() })).length(1, r('must hold exactly one role')),
  FamilyName: name,
  GivenName: name,
  Username: z
    .string()
    .trim()
    .min(1, r('must not be empty'))
    .max(128, r('must be at most 128 characters'))
    .regex(/^[A-Za-z0-9._@+-]+$/, r('may hold only letters, digits and . _ @ + -')),
  Email: email,
  DispatchGroupEmail: optionalEmail,
  IsActive: z.boolean(),
  IsLockedOut: z.boolean(),
  RootLocationId: z.int32().min(1, r('must be a business id')).nullable().optional(),
  IsMahle: z.boolean().default(false),
  IsUK: z.boolean().default(false),
  TimeZone: z.string().trim().max(64, r('must be at most 64 characters')).nullable().optional(),
  version,
});
export type UpdateUserInput = z.infer<typeof updateUserBody>;

/** The CreateUser payload: UpdateUser's without Id and version, plus CreatedBy and Password (spec §7). */
export const createUserBody = updateUserBody.omit({ Id: true, version: true }).extend({
  IsActive: z.boolean().default(true),
  IsLockedOut: z.boolean().default(false),
  /** The policy (12 to 128 characters, not a common password) is the server's; see User/ResetPassword. */
  Password: z.string().max(512, r('must be at most 128 characters')),
  /** Informative: the server records the signed-in caller as the creator. */
  CreatedBy: z.string().max(128).optional(),
});
export type CreateUserInput = z.infer<typeof createUserBody>;

export const usersContract = {
  getUserByName: endpoint({
    method: 'GET',
    path: 'user/GetUserByName',
    summary: "A user's profile and roles by username (callable for one's own name without console roles)",
    access: 'self',
    query: z.strictObject({ username: z.string().trim().min(1, r('username is required')).max(128) }),
    response: profile,
  }),
  getUsers: endpoint({
    method: 'GET',
    path: 'user/GetUsers',
    summary:
      'Platform users (not business users or sales reps), page by page, each row with TotalItems and checked=false. search: name, username or email contains it; filter: a role id (0 for all); status: active or inactive (the active flag), lockedout (the locked-out flag), empty for all; orderBy/sortBy: Name (given then family name) ascending by default (spec §9)',
    query: z.strictObject({
      ...pagedListQuery(USER_SORTABLE),
      filter: queryInt.min(0, r('must be a role id, or 0 for all')).default(0),
      status: z.union([z.literal(''), z.enum(USER_STATUSES)]).default(''),
    }),
    response: z.array(platformUserRow),
  }),
  getAllUsers: endpoint({
    method: 'GET',
    path: 'user/GetAllUsers',
    summary: 'Every active platform user, by name, for pickers',
    response: z.array(z.object({ id: z.number().int(), UserId: z.number().int(), Name: z.string(), Username: z.string(), Email: z.string() })),
  }),
  getUser: endpoint({
    method: 'GET',
    path: 'user/GetUser',
    summary: 'One platform user, for the edit form (404 for a business user or a sales rep)',
    ours: true,
    query: z.strictObject({ id: queryInt.min(1, r('must be a user id')) }),
    response: platformUser,
  }),
  createUser: endpoint({
    method: 'POST',
    path: 'user/CreateUser',
    summary:
      'Creates a platform user (active and not locked out unless told otherwise) with one platform role (400 naming Roles otherwise), an existing business as location or none (400 naming RootLocationId) and a password under the policy (400 naming Password); the creator is the caller. An email or username another user has answers 409 `duplicate` naming Email or Username. Only a SuperAdmin may grant SuperAdmin (403)',
    body: createUserBody,
    response: platformUser,
  }),
  updateUser: endpoint({
    method: 'POST',
    path: 'user/UpdateUser',
    summary:
      "Updates a platform user (404 for a business user or a sales rep) at the version it was read (409 `stale` otherwise), with the rules of CreateUser. Deactivating, locking out or changing the role ends the user's sessions at once; unlocking clears the failed logins. Only a SuperAdmin may grant SuperAdmin or edit a SuperAdmin (403)",
    body: updateUserBody,
    response: platformUser,
  }),
  roles: endpoint({
    method: 'GET',
    path: 'Business/Roles',
    summary: 'The roles of a type (platform or business), by id',
    query: z.strictObject({ type: z.enum(['platform', 'business']) }),
    response: z.array(role),
  }),
  emailExists: endpoint({
    method: 'POST',
    reads: true,
    path: 'user/EmailExists',
    summary: 'Whether another user (platform or business, not deleted) has this email, case-insensitive; userID 0 for a new user',
    query: z.strictObject({
      userID: queryInt.min(0, r('must be a user id, or 0 for a new user')),
      email: z.string().trim().min(1, r('must not be empty')).max(254, r('must be at most 254 characters')),
    }),
    response: z.object({ exists: z.boolean() }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'User/ResetPassword',
    summary:
      "Sets a platform or business user's password (12 to 128 characters, not a common one), clears the lockout when resetLockout is true, and ends the user's sessions",
    body: z.strictObject({
      id: z.int32().min(1, r('must be a user id')),
      /** An empty password answers 400 'Password must be provided.' (checked by the server, like the rest of the policy). */
      password: z.string().max(512, r('must be at most 128 characters')),
      resetLockout: z.boolean(),
    }),
    /** `version`: the user's new version (ours: the spec names no answer), so an open edit form stays current. */
    response: z.object({ success: z.literal(true), version: z.number().int() }),
  }),
  getDownloadToken: endpoint({
    method: 'POST',
    path: 'User/GetDownloadToken',
    summary:
      'A single-use token, valid for 60 seconds and bound to the caller, that a file endpoint link (Business/Export, Business/NoteFile) carries as ?downloadToken= in place of the bearer token, so the browser downloads it itself. A used or expired token answers 401',
    response: z.object({ token: z.string(), expiresIn: z.number().int() }),
  }),
};
