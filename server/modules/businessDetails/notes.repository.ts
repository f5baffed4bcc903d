/** Notes (Business/Notes, Business/UpsertNote): a business's notes, newest first, with their files' metadata. */
import { sql } from 'kysely';
import type { Note } from '../../../contract/business';
import { type Db, inTransaction } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { requireBusiness } from './references';
import { m } from '../../http/text';

export interface NoteInput {
  id: number;
  businessId: number;
  text: string;
  version?: number;
}

const noteColumns = ['id', 'business_id as businessId', 'text', 'created_at', 'version'] as const;
const fileColumns = ['id', 'note_id', 'name', 'content_type as contentType', 'size'] as const;

async function withFiles(db: Db, notes: { id: number; businessId: number; text: string; created_at: Date | string; version: number }[]): Promise<Note[]> {
  const ids = notes.map((n) => n.id);
  const files = ids.length > 0 ? await db.selectFrom('business_note_files').select(fileColumns).where('note_id', 'in', ids).orderBy('id').execute() : [];
  return notes.map(({ created_at, ...n }) => ({
    ...n,
    dateCreated: new Date(created_at).toISOString(),
    files: files.filter((f) => f.note_id === n.id).map(({ note_id: _, ...f }) => f),
  }));
}

/** Newest first; 404 for an unknown business. */
export async function listNotes(db: Db, businessId: number): Promise<Note[]> {
  await requireBusiness(db, businessId);
  const notes = await db.selectFrom('business_notes').select(noteColumns).where('business_id', '=', businessId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return withFiles(db, notes);
}

/** Id 0 creates the note; another id updates it at its version, only within its own business. */
export async function saveNote(db: Db, input: NoteInput, actor: string): Promise<Note> {
  await requireBusiness(db, input.businessId);
  return inTransaction(db, async (trx) => {
    const saved = await saveVersioned({
      what: m`Note ${input.id} of business ${input.businessId}`,
      id: input.id,
      version: input.version,
      duplicate: m`The note already exists.`,
      insert: () =>
        trx
          .insertInto('business_notes')
          .values({ business_id: input.businessId, text: input.text, created_by: actor })
          .returning(noteColumns)
          .executeTakeFirstOrThrow(),
      update: (version) =>
        trx
          .updateTable('business_notes')
          .set({ text: input.text, version: sql`version + 1` })
          .where('id', '=', input.id)
          .where('business_id', '=', input.businessId)
          .where('version', '=', version)
          .returning(noteColumns)
          .executeTakeFirst(),
      exists: async () =>
        !!(await trx.selectFrom('business_notes').select('id').where('id', '=', input.id).where('business_id', '=', input.businessId).executeTakeFirst()),
    });
    const [note] = await withFiles(trx, [saved]);
    return note;
  });
}
