/**
 * Note files (Business/AddDocument, Business/NoteFile): base64 in, checked by
 * content, at most 10 MB, stored in the database (bytea) with name, type and size.
 */
import { MAX_NOTE_FILE_BYTES } from '../../../contract/business';
import { type Db, inTransaction } from '../../db/database';
import { type Author, createRecord, type RecordKind } from '../../db/write';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { ACCEPTED_LIST, sniffFileType, storedFileName } from './fileType';
import { BUSINESS_AREA } from './writeRules';
import { m } from '../../http/text';

/** A quota per note, so one note cannot grow without bound. */
export const MAX_FILES_PER_NOTE = 20;

export interface NoteFileMeta {
  id: number;
  name: string;
  contentType: string;
  size: number;
}

const metaColumns = ['id', 'name', 'content_type as contentType', 'size'] as const;

/**
 * A file of a note (Business/AddDocument), recorded as its own creation (the note itself, and its version, do not
 * change): its note, name, type and size, not its bytes (scope: the note's business id).
 */
export const noteFileKind: RecordKind = {
  area: BUSINESS_AREA,
  entity: 'noteFile',
  table: 'business_note_files',
  unversioned: true,
  what: (id) => m`File ${id}`,
  snapshot: (trx, id) =>
    trx
      .selectFrom('business_note_files as f')
      .innerJoin('business_notes as n', 'n.id', 'f.note_id')
      .select(['f.note_id as noteId', 'n.business_id as businessId', 'f.name', 'f.content_type as contentType', 'f.size'])
      .where('f.id', '=', id)
      .executeTakeFirst(),
  scope: (file) => file.businessId as number,
};

/** Strict base64 (a data: URL prefix and line breaks allowed): 400 naming contentBase64 otherwise, 413 over 10 MB. */
export function decodeBase64(input: string): Buffer {
  const text = input.replace(/^data:[^,]{0,200};base64,/, '').replace(/[\r\n]/g, '');
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw badRequest('contentBase64', m`is not valid base64`);
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const size = (text.length / 4) * 3 - padding;
  if (size > MAX_NOTE_FILE_BYTES) {
    const text = m`the file is ${size.toLocaleString('en-US')} bytes: at most 10 MB (${MAX_NOTE_FILE_BYTES.toLocaleString('en-US')} bytes) is accepted`;
    throw new HttpError(413, m`contentBase64: ${text}`, [{ field: 'contentBase64', text }]);
  }
  return Buffer.from(text, 'base64');
}

export async function addNoteFile(db: Db, author: Author, input: { noteId: number; fileName: string; contentBase64: string }, actor: string): Promise<NoteFileMeta> {
  const bytes = decodeBase64(input.contentBase64);
  const sniffed = sniffFileType(bytes, input.fileName);
  if ('refused' in sniffed) throw badRequest('contentBase64', m`the file is ${sniffed.refused}: only ${ACCEPTED_LIST} files are accepted`);
  return inTransaction(db, async (trx) => {
    const note = await trx.selectFrom('business_notes').select('id').where('id', '=', input.noteId).executeTakeFirst();
    if (!note) throw notFound(m`Note ${input.noteId}`);
    const { count } = await trx
      .selectFrom('business_note_files')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('note_id', '=', input.noteId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_FILES_PER_NOTE) throw badRequest('noteId', m`note ${input.noteId} already has ${MAX_FILES_PER_NOTE} files, the most a note can hold`);
    const { id } = await createRecord(trx, noteFileKind, author, {
      values: {
        note_id: input.noteId,
        name: storedFileName(input.fileName, sniffed.accepted),
        content_type: sniffed.accepted.contentType,
        size: bytes.length,
        content: bytes,
        created_by: actor,
      },
    });
    return trx.selectFrom('business_note_files').select(metaColumns).where('id', '=', id).executeTakeFirstOrThrow();
  });
}

export async function getNoteFile(db: Db, id: number): Promise<NoteFileMeta & { content: Buffer }> {
  const file = await db.selectFrom('business_note_files').select([...metaColumns, 'content']).where('id', '=', id).executeTakeFirst();
  if (!file) throw notFound(m`File ${id}`);
  // PGlite answers bytea as a Uint8Array, pg as a Buffer: send a Buffer either way.
  return { ...file, content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength) };
}
