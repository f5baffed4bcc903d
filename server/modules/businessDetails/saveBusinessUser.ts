/**
 * One row of Business/ModifyUsers, in its own transaction (a row that fails
 * writes nothing). The account rules (login, password, uniqueness, title,
 * sessions that end) are every saved user's: identity/userAccount.ts. Besides:
 * - the row's id must be a live user of this business (no IDOR), at its version;
 * - isPrimary clears the business's other primary user (and moves its version) in the same transaction;
 * - when the account rules say so, the user's sessions end in the same
 *   transaction: refresh tokens revoked, access tokens refused (auth/revocations.ts).
 */
import { sql } from 'kysely';
import type { BusinessUserInput } from '../../../contract/business';
import { inTransactionEndingSessions, type Revocations } from '../../auth/revocations';
import type { Db } from '../../db/database';
import { type Saved, saveVersioned } from '../../db/versioned';
import { notFound } from '../../http/errors';
import { accountColumns, prepareAccount } from '../identity/userAccount';
import { grantBusinessUserRole, lockBusinessUser } from './businessUsers.repository';
import { m } from '../../http/text';

export async function saveBusinessUser(db: Db, revocations: Revocations, businessId: number, row: BusinessUserInput, actor: string): Promise<Saved> {
  const account = await prepareAccount(row);

  return inTransactionEndingSessions(db, revocations, async (trx, endSessions) => {
    const existing = row.id === 0 ? undefined : await lockBusinessUser(trx, businessId, row.id);
    // The same answer whether the id does not exist or belongs to another business.
    if (row.id !== 0 && !existing) throw notFound(m`User ${row.id} of business ${businessId}`);
    const accountValues = await accountColumns(trx, account, existing);

    const isPrimary = row.isPrimary && !row.isDeleted;
    if (isPrimary) {
      // The previous primary changes too: its version moves, so an edit of it made before this one is refused as stale.
      await trx
        .updateTable('users')
        .set({ is_primary: false, version: sql`version + 1`, updated_at: sql`now()` })
        .where('business_id', '=', businessId)
        .where('is_primary', '=', true)
        .where('id', '!=', row.id)
        .execute();
    }
    const values = {
      ...accountValues,
      business_id: businessId,
      given_name: row.firstName,
      family_name: row.lastName,
      is_primary: isPrimary,
      is_deleted: row.isDeleted,
      is_mahle: row.isMahle,
      receives_invoices: row.receivesInvoices,
      receives_reports: row.receivesReports,
      receives_reports_only: row.receivesReportsOnly,
      receives_chat_reports: row.receivesChatReports,
      is_protech_user: row.isProTechUser,
      phone: row.phone ?? null,
      phone_cc: row.phoneCC ?? null,
    };
    const saved = await saveVersioned({
      what: m`User ${row.firstName} ${row.lastName}`,
      id: row.id,
      version: row.version,
      duplicate: m`The email ${account.email} or the username ${account.username ?? ''} is already used by another user, or the business already has a primary user.`,
      insert: async () => {
        const created = await trx.insertInto('users').values({ ...values, created_by: actor }).returning(['id', 'version']).executeTakeFirstOrThrow();
        await grantBusinessUserRole(trx, created.id);
        return created;
      },
      update: (version) =>
        trx
          .updateTable('users')
          .set({ ...values, version: sql`version + 1`, updated_at: sql`now()` })
          .where('id', '=', row.id)
          .where('business_id', '=', businessId)
          .where('version', '=', version)
          .returning(['id', 'version'])
          .executeTakeFirst(),
      exists: async () => true,
    });
    if (existing && account.endsSessions) await endSessions(saved.id);
    return saved;
  });
}
