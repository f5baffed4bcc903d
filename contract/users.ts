/** Users (spec §7 Users): the calls the foundation needs; the rest arrive with the users screens. */
import { z } from 'zod';
import { endpoint, queryInt } from './define';

export const role = z.object({ Id: z.number().int(), Name: z.string() });
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

export const usersContract = {
  getUserByName: endpoint({
    method: 'GET',
    path: 'user/GetUserByName',
    summary: "A user's profile and roles by username (callable for one's own name without console roles)",
    access: 'self',
    query: z.strictObject({ username: z.string().trim().min(1, 'username is required').max(128) }),
    response: profile,
  }),
  emailExists: endpoint({
    method: 'POST',
    path: 'user/EmailExists',
    summary: 'Whether another user (platform or business, not deleted) has this email, case-insensitive; userID 0 for a new user',
    query: z.strictObject({
      userID: queryInt.min(0, 'must be a user id, or 0 for a new user'),
      email: z.string().trim().min(1, 'must not be empty').max(254, 'must be at most 254 characters'),
    }),
    response: z.object({ exists: z.boolean() }),
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: 'User/ResetPassword',
    summary:
      "Sets a platform or business user's password (12 to 128 characters, not a common one), clears the lockout when resetLockout is true, and ends the user's sessions",
    body: z.strictObject({
      id: z.number().int().min(1, 'must be a user id'),
      /** An empty password answers 400 'Password must be provided.' (checked by the server, like the rest of the policy). */
      password: z.string().max(512, 'must be at most 128 characters'),
      resetLockout: z.boolean(),
    }),
    /** `version`: the user's new version (ours: the spec names no answer), so an open edit form stays current. */
    response: z.object({ success: z.literal(true), version: z.number().int() }),
  }),
};
