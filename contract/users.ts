/** Users (spec §7 Users): the calls the foundation needs; the rest arrive with the users screens. */
import { z } from 'zod';
import { endpoint } from './define';

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
};
