/**
 * One row of Business/ModifyUsers, in its own transaction (a row that fails
 * writes nothing). The account rules (login, password, uniqueness, title,
 * sessions that end) are every saved user's: identity/userAccount.ts. Besides:
 * - the row's id must be a live user of this business (no IDOR), at its version;
 * - isPrimary clears the business's other primary user (and moves its version) in the same transaction;
 * - when the account rules say so, the user's sessions end in the same
 *   transaction: refresh tokens revoked, access tokens refused (auth/revocations.ts).
 * Both user writes go through the one write path (server/db/write.ts), each recorded as a change of a business
 * user (businessUserKind): the row's user at its version, the previous primary as it is (ANY_VERSION).
 */
import { sql } from 'kysely';
import type { BusinessUserInput } from '../../../contract/business';
import { inTransactionEndingSessions, type Revocations } from '../../auth/revocations';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, type RecordKind, saveRecord, updateRecord, type Written } from '../../db/write';
import { notFound } from '../../http/errors';
import { accountColumns, prepareAccount } from '../identity/userAccount';
import { businessUserKind, grantBusinessUserRole, lockBusinessUser, snapshotOfBusinessUser } from './businessUsers.repository';
import { m } from '../../http/text';

export async function saveBusinessUser(db: Db, revocations: Revocations, author: Author, businessId: number, row: BusinessUserInput, actor: string): Promise<Written> {
  const account = await prepareAccount(row);

  return inTransactionEndingSessions(db, revocations, async (trx, endSessions) => {
    const existing = row.id === 0 ? undefined : await lockBusinessUser(trx, businessId, row.id);
    // The same answer whether the id does not exist or belongs to another business.
    if (row.id !== 0 && !existing) throw notFound(m`User ${row.id} of business ${businessId}`);
    const accountValues = await accountColumns(trx, account, existing);

    const isPrimary = row.isPrimary && !row.isDeleted;
    if (isPrimary) {
      // The previous primary changes too: its version moves, so an edit of it made before this one is refused as stale.
      const previous = await trx
        .selectFrom('users')
        .select('id')
        .where('business_id', '=', businessId)
        .where('is_primary', '=', true)
        .where('id', '!=', row.id)
        .execute();
      for (const { id } of previous) await updateRecord(trx, businessUserKind, author, id, ANY_VERSION, { values: { is_primary: false, updated_at: sql`now()` } });
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
    // A new password of an existing user shows in the record after the save as the marker passwordChanged, never as its hash.
    const passwordChanged = existing !== undefined && accountValues.has_login && account.hash !== undefined;
    let written = false;
    const kind: RecordKind = {
      ...businessUserKind,
      what: () => m`User ${row.firstName} ${row.lastName}`,
      snapshot: async (trx, id) => {
        const user = await snapshotOfBusinessUser(trx, id);
        return user && written && passwordChanged ? { ...user, passwordChanged: true } : user;
      },
    };
    const saved = await saveRecord(trx, kind, author, row.id, row.version, {
      values: row.id === 0 ? { ...values, created_by: actor } : { ...values, updated_at: sql`now()` },
      apply: async (trx, id) => {
        written = true;
        // A new user's role is theirs: written in their creation.
        if (row.id === 0) await grantBusinessUserRole(trx, id);
      },
    });
    if (existing && account.endsSessions) await endSessions(saved.id);
    return saved;
  });
}
