/**
 * A request's saved chat history (Message/ServiceRequestMessages), each message in the asked language where
 * staff translated it (message/AddMessageTranslated), else the original marked as such. A translation is
 * replaced only with the version the translator read: two staff editing one at once do not overwrite each other.
 * A translation is written through the one write path (server/db/write.ts) as a change of its saved message.
 */
import { sql } from 'kysely';
import type { SavedMessage } from '../../../contract/chat';
import { type Db, inTransaction } from '../../db/database';
import { ANY_VERSION, type Author, createRecord, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
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

/**
 * A saved message's translations, as the change history keeps them (area `chat`): the record is the saved message,
 * scoped to its request; its translations (one per language, each with its own version) are what staff write.
 */
export const messageTranslationKind: RecordKind = {
  area: 'chat',
  entity: 'messageTranslation',
  table: 'service_request_messages',
  unversioned: true,
  what: (id) => m`Saved chat message ${id}`,
  snapshot: async (trx, id) => {
    const message = await trx.selectFrom('service_request_messages').select('service_request_id').where('id', '=', String(id)).executeTakeFirst();
    if (!message) return undefined;
    const translations = await trx.selectFrom('chat_message_translations').select(['language', 'text']).where('message_id', '=', String(id)).orderBy('language').execute();
    return { serviceRequestId: message.service_request_id, translations };
  },
  scope: (snapshot) => snapshot.serviceRequestId as number,
};

/**
 * A saved message's translation into one language, part of the message (its write records the message's change):
 * added once (a second is refused as a duplicate), then replaced at the version its translator read.
 */
const translationKind: RecordKind<Record<string, unknown>, { message_id: string; language: string }> = {
  area: messageTranslationKind.area,
  entity: messageTranslationKind.entity,
  table: 'chat_message_translations',
  key: ['message_id', 'language'],
  missingIsStale: true,
  part: true,
  what: (key) => m`The translation of saved chat message ${Number(key.message_id)} into ${key.language}`,
  duplicate: (values) => m`Saved chat message ${Number(values.message_id)} already has a translation into ${values.language}: reload it and edit that one.`,
  duplicateField: 'text',
};

export async function addMessageTranslated(db: Db, author: Author, input: { messageId: number; language: string; text: string; version?: number }): Promise<SavedMessage> {
  const { messageId, language, text, version } = input;
  const id = String(messageId);
  return inTransaction(db, async (trx) => {
    // The message is locked (404 when it is not there), whatever its translations' versions: each has its own.
    await updateRecord(trx, messageTranslationKind, author, messageId, ANY_VERSION, {
      apply: async (trx) => {
        if (version === undefined) {
          await createRecord(trx, translationKind, author, { values: { message_id: id, language, text, translated_by: author.userId } });
        } else {
          const values = { text, translated_by: author.userId, translated_at: sql`now()` };
          await updateRecord(trx, translationKind, author, { message_id: id, language }, version, { values });
        }
      },
    });
    return toSaved(await savedRows(trx, language).where('s.id', '=', id).executeTakeFirstOrThrow());
  });
}
