import { sql } from 'kysely';
import type { TranslatedWelcomeMessage, WelcomeLanguage } from '../../../contract/messages';
import type { Db } from '../../db/database';
import { notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';

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

export async function saveTranslated(db: Db, languageCode: WelcomeLanguage, text: string, version: number): Promise<TranslatedWelcomeMessage> {
  const updated = await db
    .updateTable('welcome_messages')
    .set({ text, version: sql`version + 1` })
    .where('language_code', '=', languageCode)
    .where('version', '=', version)
    .returning('language_code')
    .executeTakeFirst();
  if (!updated) throw staleEdit(m`The calibration homepage message in ${languageCode}`);
  return getTranslated(db, languageCode);
}

export async function setActive(db: Db, active: boolean): Promise<{ IsActive: boolean }> {
  await db.updateTable('welcome_message_settings').set({ is_active: active }).where('id', '=', 1).execute();
  return { IsActive: active };
}
