/**
 * The languages items are translated into: the active items of the languages catalogue (lookup/Languages), by
 * their code (stringValue), English excepted: it is every item's source text.
 */
import { LANGUAGES } from '../../../contract/lookupTypes';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';

export const SOURCE_LANGUAGE = 'en';

/** The language of `code` as the catalogue spells it, with its item's id; 400 naming `field` otherwise. */
export async function targetLanguage(db: Db, field: string, code: string): Promise<{ code: string; id: number }> {
  if (code.toLowerCase() === SOURCE_LANGUAGE) throw badRequest(field, m`English is the source text of every item: choose another language`);
  const row = await db
    .selectFrom('lookups')
    .select(['id', 'string_value'])
    .where('key', '=', LANGUAGES.key)
    .where('is_active', '=', true)
    .where((eb) => eb(eb.fn('lower', ['string_value']), '=', code.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
  if (!row?.string_value) throw badRequest(field, m`${code} is not a language of the languages catalogue`);
  return { code: row.string_value, id: row.id };
}
