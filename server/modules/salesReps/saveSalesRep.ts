/**
 * lookup/UpsertSalesRep, one transaction (a refused request writes nothing):
 * - id 0 creates the business.salesrep lookup item, the rep's user (no
 *   business, no role) and the link; any other id must be a rep, updated at
 *   its version (409 `stale` otherwise);
 * - the item's text is "First Last" and it is active while the rep is enabled,
 *   so the business form's salesRepId picker lists enabled reps by name;
 * - the account rules are every saved user's (identity/userAccount.ts):
 *   username for a login, password policy, unique email and username, title,
 *   sessions that end when access is taken away.
 */
import { sql } from 'kysely';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { SalesRep, SalesRepInput } from '../../../contract/salesReps';
import { inTransactionEndingSessions, type Revocations } from '../../auth/revocations';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { notFound } from '../../http/errors';
import { accountColumns, prepareAccount } from '../identity/userAccount';
import { getSalesRep, lockSalesRep } from './salesReps.repository';
import { m } from '../../http/text';

export async function saveSalesRep(db: Db, revocations: Revocations, rep: SalesRepInput, actor: string): Promise<SalesRep> {
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

    const saved = await saveVersioned({
      what: m`Sales rep ${item.text}`,
      id: rep.id,
      version: rep.version,
      duplicate: m`The email ${account.email} or the username ${account.username ?? ''} is already used by another user.`,
      insert: async () => {
        const { id } = await trx.insertInto('lookups').values({ ...item, key: LOOKUP_KEYS.salesRep }).returning('id').executeTakeFirstOrThrow();
        const created = await trx.insertInto('users').values({ ...user, created_by: actor }).returning(['id', 'version']).executeTakeFirstOrThrow();
        await trx.insertInto('sales_reps').values({ id, user_id: created.id }).execute();
        return { id, version: created.version };
      },
      update: async (version) => {
        const updated = await trx
          .updateTable('users')
          .set({ ...user, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', existing?.id ?? 0)
          .where('version', '=', version)
          .returning(['version'])
          .executeTakeFirst();
        if (!updated) return undefined;
        await trx.updateTable('lookups').set({ ...item, version: sql`version + 1` }).where('id', '=', rep.id).execute();
        return { id: rep.id, version: updated.version };
      },
      // The rep is locked for this transaction: a version that does not match is a stale edit.
      exists: async () => true,
    });
    if (existing && account.endsSessions) await endSessions(existing.id);
    return getSalesRep(trx, saved.id);
  });
}
