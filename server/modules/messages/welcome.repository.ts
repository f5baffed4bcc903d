import type { TranslatedWelcomeMessage, WelcomeLanguage } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, type RecordKind, updateRecord } from '../../db/write';
import { notFound } from '../../http/errors';
import { m } from '../../http/text';

/** The settings row (id 1) the message hangs on. */
const WELCOME_MESSAGE_ID = 1;

/**
 * The calibration homepage message, as the change history keeps it: one record (the settings row, id 1) with its
 * shown/hidden switch and its text in each language. Each language's text has its own version (the one its editor
 * saves at), kept by that row; the switch has none.
 */
export const welcomeMessageKind: RecordKind = {
  area: 'messages',
  entity: 'welcomeMessage',
  table: 'welcome_message_settings',
  unversioned: true,
  what: () => m`The calibration homepage message`,
  snapshot: async (trx, id) => {
    const settings = await trx.selectFrom('welcome_message_settings').select('is_active').where('id', '=', id).executeTakeFirst();
    if (!settings) return undefined;
    const texts = await trx.selectFrom('welcome_messages').select(['language_code as LanguageCode', 'text as Text']).orderBy('language_code').execute();
    return { IsActive: settings.is_active, Translations: texts };
  },
};

/**
 * The message's text in one language, part of the message (its write records the message's change): saved at the
 * version its editor read, refused as stale when it moved on or is not there.
 */
const welcomeTextKind: RecordKind<Record<string, unknown>, WelcomeLanguage> = {
  area: welcomeMessageKind.area,
  entity: welcomeMessageKind.entity,
  table: 'welcome_messages',
  key: 'language_code',
  missingIsStale: true,
  part: true,
  what: (languageCode) => m`The calibration homepage message in ${languageCode}`,
};

const isActive = (db: Db) => db.selectFrom('welcome_message_settings').select('is_active').where('id', '=', 1);

/** The message in one language, with the shown/hidden switch and the version an editor saves at. */
export async function getTranslated(db: Db, languageCode: WelcomeLanguage): Promise<TranslatedWelcomeMessage> {
  const row = await db
    .selectFrom('welcome_messages')
    .select(['language_code', 'text', 'version', isActive(db).as('is_active')])
    .where('language_code', '=', languageCode)
    .executeTakeFirst();
  if (!row) throw notFound(m`The calibration homepage message in ${languageCode}`);
  return { LanguageCode: languageCode, Text: row.text, IsActive: Boolean(row.is_active), version: row.version };
}

/** What users see: the text in their language, English when that one is empty. */
export async function getShown(db: Db, languageCode: WelcomeLanguage): Promise<{ Text: string; IsActive: boolean }> {
  const wanted = await getTranslated(db, languageCode);
  const text = wanted.Text.trim() === '' && languageCode !== 'en' ? (await getTranslated(db, 'en')).Text : wanted.Text;
  return { Text: text, IsActive: wanted.IsActive };
}

/** The message in `languageCode`, saved at the version its editor read (a stale one is refused, nothing written). */
export async function saveTranslated(db: Db, author: Author, languageCode: WelcomeLanguage, text: string, version: number): Promise<TranslatedWelcomeMessage> {
  await updateRecord(db, welcomeMessageKind, author, WELCOME_MESSAGE_ID, ANY_VERSION, {
    apply: async (trx) => {
      await updateRecord(trx, welcomeTextKind, author, languageCode, version, { values: { text } });
    },
  });
  return getTranslated(db, languageCode);
}

/** Shows (true) or hides the message: an action, not an edit at a version. */
export async function setActive(db: Db, author: Author, active: boolean): Promise<{ IsActive: boolean }> {
  await updateRecord(db, welcomeMessageKind, author, WELCOME_MESSAGE_ID, ANY_VERSION, { values: { is_active: active } });
  return { IsActive: active };
}
