/**
 * The Spanish of the demo's lookup values (issue 31, lookupTranslationsData.ts), seeded on the first start inside the
 * seed's transaction, after every area has made its items: each item of a listed key and text gets its Spanish,
 * unless it reads as the English. The demo's translations predate the change history, so none is recorded.
 */
import type { Db } from '../../../db/database';
import { LOOKUP_SPANISH } from './lookupTranslationsData';

export async function seedLookupTranslations(trx: Db): Promise<void> {
  const items = await trx.selectFrom('lookups').select(['id', 'key', 'text']).where('key', 'in', Object.keys(LOOKUP_SPANISH)).execute();
  const rows = items.flatMap(({ id, key, text }) => {
    const spanish = LOOKUP_SPANISH[key][text];
    return spanish && spanish !== text ? [{ lookup_id: id, language_code: 'es', translation: spanish }] : [];
  });
  if (rows.length > 0) await trx.insertInto('lookup_translations').values(rows).execute();
}
