/**
 * Sales representatives (spec §3): the business user's shape without isPrimary,
 * isDeleted, isMahle and phoneCC. Each is a user in the one identity store and
 * an item of the lookup `business.salesrep` (its id is the lookup item's id, the
 * business's salesRepId; its text is "First Last"; a disabled rep's item is
 * inactive). The spec names the list call; the save call is ours. A rep with a
 * login signs in with no role, so the console stays closed to them.
 */
import { z } from 'zod';
import { businessUser } from './business';
import { endpoint, queryBool, queryInt } from './define';
import { r } from './refusal';

export const salesRep = businessUser.omit({ isPrimary: true, isDeleted: true, isMahle: true, phoneCC: true });
export type SalesRepInput = z.infer<typeof salesRep>;
export const salesRepRecord = salesRep.omit({ password: true }).extend({
  id: z.number().int(),
  /** The rep's user in the identity store (user/EmailExists and User/ResetPassword take it). */
  userId: z.number().int(),
  /** True while the rep has no password: giving them a login then needs one. */
  requiresPasswordOnSubmit: z.boolean(),
  /** The version of the rep's user, which every change to the rep moves. */
  version: z.number().int(),
});
export type SalesRep = z.infer<typeof salesRepRecord>;

export const salesRepsContract = {
  salesReps: endpoint({
    method: 'GET',
    path: 'lookup/SalesReps',
    summary: 'Sales representatives by name; disabled ones only with showAll',
    query: z.strictObject({ showAll: queryBool.default(false) }),
    response: z.array(salesRepRecord),
  }),
  getSalesRep: endpoint({
    method: 'GET',
    path: 'lookup/GetSalesRep',
    summary: 'One sales representative, for the edit form',
    ours: true,
    query: z.strictObject({ id: queryInt.min(1, r('must be a sales rep id')) }),
    response: salesRepRecord,
  }),
  upsertSalesRep: endpoint({
    method: 'POST',
    path: 'lookup/UpsertSalesRep',
    summary:
      'Creates (id 0) or updates (at its version; 409 when stale) a sales representative and its business.salesrep lookup item, in one transaction. Email and username unique among users; a new login needs a password under the policy',
    ours: true,
    body: salesRep,
    response: salesRepRecord,
  }),
};
