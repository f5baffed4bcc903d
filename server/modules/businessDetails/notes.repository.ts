/** Notes (Business/Notes, Business/UpsertNote): a business's notes, newest first, with their files' metadata. */
import type { Note } from '../../../contract/business';
import { type Db, inTransaction } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { requireBusiness } from '../../shared/referencedRecords';
import { BUSINESS_AREA, requireOfBusiness, requireVersion } from './writeRules';
import { m } from '../../http/text';

export interface NoteInput {
  id: number;
  businessId: number;
  text: string;
  version?: number;
}

const noteColumns = ['id', 'business_id as businessId', 'text', 'created_at', 'version'] as const;
const fileColumns = ['id', 'note_id', 'name', 'content_type as contentType', 'size'] as const;

/** A note of a business (scope: the business id). Its files are recorded as their own creations (noteFileKind). */
export const noteKind: RecordKind = {
  area: BUSINESS_AREA,
  entity: 'note',
  table: 'business_notes',
  what: (id) => m`Note ${id}`,
  duplicate: () => m`The note already exists.`,
  snapshot: async (trx, id) => {
    const note = await trx.selectFrom('business_notes').select(['business_id as businessId', 'text', 'created_at']).where('id', '=', id).executeTakeFirst();
    if (!note) return undefined;
    const { created_at, ...rest } = note;
    return { ...rest, dateCreated: new Date(created_at).toISOString() };
  },
  scope: (note) => note.businessId as number,
};

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
export async function saveNote(db: Db, author: Author, input: NoteInput, actor: string): Promise<Note> {
  await requireBusiness(db, input.businessId);
  requireVersion(input.id, input.version);
  const kind = { ...noteKind, what: (id: number) => m`Note ${id} of business ${input.businessId}` };
  return inTransaction(db, async (trx) => {
    if (input.id !== 0) await requireOfBusiness(trx, 'business_notes', input.id, input.businessId, kind.what(input.id));
    const values = input.id === 0 ? { business_id: input.businessId, text: input.text, created_by: actor } : { text: input.text };
    const { id } = await saveRecord(trx, kind, author, input.id, input.version, { values });
    const [note] = await withFiles(trx, [await trx.selectFrom('business_notes').select(noteColumns).where('id', '=', id).executeTakeFirstOrThrow()]);
    return note;
  });
}
