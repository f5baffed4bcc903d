/**
 * The business detail tabs beyond Location and Biz Info: users, billing,
 * promotion, discounts, notes and their files (contract/business.ts).
 */
import { businessContract as c } from '../../../contract/business';
import { route } from '../../http/route';
import { saveEachRow } from '../../db/batch';
import { getBilling, saveBilling } from './billing.repository';
import { listBusinessUsers } from './businessUsers.repository';
import { downloadHeaders } from './download';
import { addNoteFile, getNoteFile } from './noteFiles.repository';
import { listNotes, saveNote } from './notes.repository';
import { listProductAddDiscounts, saveProductAddDiscount } from './productAddDiscounts.repository';
import { getPromotion, savePromotion } from './promotion.repository';
import { requireBusiness } from '../../shared/referencedRecords';
import { saveBusinessUser } from './saveBusinessUser';
import { listVolumeDiscounts, saveVolumeDiscount } from './volumeDiscounts.repository';

export const businessDetailsRoutes = [
  route(c.users, async ({ query, db }) => listBusinessUsers(db, query.key)),
  route(c.modifyUsers, async ({ body, db, user, revocations, language }) => {
    await requireBusiness(db, body.businessId);
    // A row that makes a user primary clears the previous primary (bumping its version): it is saved after the
    // other rows, so a batch that moves the primary from B to A saves B's row at the version the console holds.
    return saveEachRow(body.users, (row) => saveBusinessUser(db, revocations, { userId: user.id }, body.businessId, row, user.username), {
      language,
      saveLast: (row) => row.isPrimary,
    });
  }),
  route(c.billing, async ({ query, db }) => getBilling(db, query.key)),
  route(c.upsertBilling, async ({ body, db, user }) => saveBilling(db, { userId: user.id }, body)),
  route(c.promotion, async ({ query, db }) => getPromotion(db, query.key)),
  route(c.upsertPromotion, async ({ body, db, user }) => savePromotion(db, { userId: user.id }, body)),
  route(c.discounts, async ({ query, db }) => listVolumeDiscounts(db, query.key, query.type ?? 0, query.other ?? false)),
  route(c.upsertDiscount, async ({ body, db, language, user }) => saveEachRow(body, (row) => saveVolumeDiscount(db, { userId: user.id }, row), { language })),
  route(c.discountsProductAdds, async ({ query, db }) => listProductAddDiscounts(db, query.key)),
  route(c.upsertDiscountProductAdd, async ({ body, db, language, user }) =>
    saveEachRow(body, (row) => saveProductAddDiscount(db, { userId: user.id }, row), { language }),
  ),
  route(c.notes, async ({ query, db }) => listNotes(db, query.key)),
  route(c.upsertNote, async ({ body, db, user }) => saveNote(db, { userId: user.id }, body, user.username)),
  route(c.addDocument, async ({ body, db, user }) => addNoteFile(db, { userId: user.id }, body, user.username)),
  // A file endpoint: the answer is the stored bytes (an attachment), not the JSON `response` documents.
  route(c.noteFile, async ({ query, db, reply }) => {
    const file = await getNoteFile(db, query.id);
    return reply.headers(downloadHeaders(file)).send(file.content) as never;
  }),
];
