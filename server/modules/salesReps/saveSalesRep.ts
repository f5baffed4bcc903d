/**
 * lookup/UpsertSalesRep, one transaction (a refused request writes nothing):
 * - id 0 creates the business.salesrep lookup item, the rep's user (no
 *   business, no role) and the link; any other id must be a rep, updated at
 *   its version (409 `stale` otherwise);
 * - the item's text is "First Last" and it is active while the rep is enabled,
 *   so the business form's salesRepId picker lists enabled reps by name;
 * - the account rules are every saved user's (identity/userAccount.ts):
 *   username for a login, password policy, unique email and username, title,
 *   sessions that end when access is taken away;
 * - each save is one write of the rep (server/db/write.ts): its user, its item and the link together, recorded
 *   once in the change history by the caller.
 */
import { sql } from 'kysely';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { SalesRep, SalesRepInput } from '../../../contract/salesReps';
import { inTransactionEndingSessions, type Revocations } from '../../auth/revocations';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, createRecord, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
import { accountColumns, prepareAccount } from '../identity/userAccount';
import { markingPasswordChange, type SnapshottingKind, userDuplicate } from '../users/userKind';
import { getSalesRep, lockSalesRep, salesRepSnapshot } from './salesReps.repository';
import { m } from '../../http/text';

/**
 * A sales rep as the change history keeps it (salesRepSnapshot): one record, whose id is its lookup item's (the
 * rep's id), written and recorded once per save with its user and the link as its children.
 */
export const salesRepKind: SnapshottingKind = {
  area: 'salesReps',
  entity: 'salesRep',
  table: 'lookups',
  what: (id) => m`Sales rep ${id}`,
  duplicate: userDuplicate,
  snapshot: salesRepSnapshot,
};

/**
 * The rep's user as its save writes it: the user's version is the rep's (the one the caller read), so the user is
 * locked at it, refused when stale and moved by the write path, inside the rep's write. Its snapshot is empty: it
 * leaves no entry of its own, the rep's entry shows it.
 */
const repUserKind: RecordKind = {
  area: 'salesReps',
  entity: 'salesRep',
  table: 'users',
  what: (id) => m`User ${id}`,
  duplicate: userDuplicate,
  snapshot: async () => ({}),
};

export async function saveSalesRep(db: Db, revocations: Revocations, author: Author, rep: SalesRepInput, actor: string): Promise<SalesRep> {
  const account = await prepareAccount(rep);

  return inTransactionEndingSessions(db, revocations, async (trx, endSessions) => {
    const existing = rep.id === 0 ? undefined : await lockSalesRep(trx, rep.id);
    if (rep.id !== 0 && !existing) throw notFound(m`Sales rep ${rep.id}`);
    const user = {
      ...(await accountColumns(trx, account, existing)),
      business_id: null,
      given_name: rep.firstName,
      family_name: rep.lastName,
      receives_invoices: rep.receivesInvoices,
      receives_reports: rep.receivesReports,
      receives_reports_only: rep.receivesReportsOnly,
      receives_chat_reports: rep.receivesChatReports,
      is_protech_user: rep.isProTechUser,
      phone: rep.phone ?? null,
    };
    const item = { text: `${rep.firstName} ${rep.lastName}`.slice(0, 200), is_active: rep.isEnabled };
    const what = () => m`Sales rep ${item.text}`;
    const duplicate = () => userDuplicate({ email: account.email, username: account.username });
    // A new password shows in the history as the marker passwordChanged, never as the hash.
    const save = markingPasswordChange({ ...salesRepKind, what, duplicate });

    if (!existing) {
      const { id } = await createRecord(trx, save.kind, author, {
        values: { ...item, key: LOOKUP_KEYS.salesRep },
        apply: async (trx, id) => {
          const created = await trx.insertInto('users').values({ ...user, created_by: actor }).returning('id').executeTakeFirstOrThrow();
          await trx.insertInto('sales_reps').values({ id, user_id: created.id }).execute();
        },
      });
      return getSalesRep(trx, id);
    }
    // The item is written as it is (ANY_VERSION): the rep's version, its user's, guards the save.
    await updateRecord(trx, save.kind, author, rep.id, ANY_VERSION, {
      values: item,
      apply: async (trx) => {
        await updateRecord(trx, { ...repUserKind, what, duplicate }, author, existing.id, rep.version, { values: { ...user, updated_at: sql`now()` } });
        if (account.hash !== undefined) save.changed();
      },
    });
    if (account.endsSessions) await endSessions(existing.id);
    return getSalesRep(trx, rep.id);
  });
}
