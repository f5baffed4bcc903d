/**
 * A request's saved chat history (Message/ServiceRequestMessages), each message in the asked language where
 * staff translated it (message/AddMessageTranslated), else the original marked as such. A translation is
 * replaced only with the version the translator read: two staff editing one at once do not overwrite each other.
 */
import { sql } from 'kysely';
import type { SavedMessage } from '../../../contract/chat';
import type { Db } from '../../db/database';
import { conflict, notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';

function savedRows(db: Db, language: string) {
  return db
    .selectFrom('service_request_messages as s')
    .leftJoin('chat_message_translations as t', (j) => j.onRef('t.message_id', '=', 's.id').on('t.language', '=', language))
    .select(['s.id', 's.service_request_id', 's.sender_name', 's.sender_email', 's.is_staff', 's.text', 's.created_at', 't.text as translated', 't.version']);
}

type SavedRow = Awaited<ReturnType<ReturnType<typeof savedRows>['execute']>>[number];

const toSaved = (row: SavedRow): SavedMessage => ({
  messageId: Number(row.id),
  serviceRequestId: row.service_request_id,
  name: row.sender_name,
  email: row.sender_email,
  type: row.is_staff ? 'sent' : 'received',
  text: row.translated ?? row.text,
  createdAt: new Date(row.created_at).toISOString(),
  isOriginal: row.translated === null,
  originalText: row.translated === null ? null : row.text,
  translationVersion: row.version,
});

/** The request's saved messages, oldest first; 404 when the request does not exist (asked only when it has none). */
export async function serviceRequestMessages(db: Db, id: number, language: string) {
  const rows = await savedRows(db, language).where('s.service_request_id', '=', id).orderBy('s.created_at').orderBy('s.id').execute();
  if (rows.length === 0 && !(await db.selectFrom('service_requests').select('id').where('id', '=', id).executeTakeFirst())) throw notFound(m`Service request ${id}`);
  return { count: rows.length, items: rows.map(toSaved) };
}

export async function addMessageTranslated(db: Db, input: { messageId: number; language: string; text: string; version?: number }, translatorId: number): Promise<SavedMessage> {
  const { messageId, language, text, version } = input;
  const id = String(messageId);
  return db.transaction().execute(async (trx) => {
    const message = await trx.selectFrom('service_request_messages').select('id').where('id', '=', id).executeTakeFirst();
    if (!message) throw notFound(m`Saved chat message ${messageId}`);
    if (version === undefined) {
      const added = await trx
        .insertInto('chat_message_translations')
        .values({ message_id: id, language, text, translated_by: translatorId })
        .onConflict((oc) => oc.columns(['message_id', 'language']).doNothing())
        .returning('version')
        .executeTakeFirst();
      if (!added) throw conflict(m`Saved chat message ${messageId} already has a translation into ${language}: reload it and edit that one.`, 'text');
    } else {
      const replaced = await trx
        .updateTable('chat_message_translations')
        .set({ text, version: sql`version + 1`, translated_by: translatorId, translated_at: sql`now()` })
        .where('message_id', '=', id)
        .where('language', '=', language)
        .where('version', '=', version)
        .returning('version')
        .executeTakeFirst();
      if (!replaced) throw staleEdit(m`The translation of saved chat message ${messageId} into ${language}`);
    }
    return toSaved(await savedRows(trx, language).where('s.id', '=', id).executeTakeFirstOrThrow());
  });
}
