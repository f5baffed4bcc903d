/**
 * What the translation writes record in the one change history (server/db/changeHistory.ts): area
 * `translations`, one entity per kind of item, the item's id as the record, the language's catalogue item as
 * the scope, and the translation before and after (null when there was none, or when it was removed).
 *
 * Recorded here with recordChange, not by the one write path (server/db/write.ts): a translation is the row of an
 * item and a language, written and refused by its text (the translation the editor loaded), not by an id and a
 * version, and its entry is named by the item (the record) and scoped to the language, which write.ts, writing one
 * record by its id, cannot name; a fill writes many rows in one statement.
 */
import { type ChangeAction, recordChange } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import type { TranslatedKind } from './kinds';

export const AREA = 'translations';

export interface TranslationChange {
  kind: TranslatedKind;
  itemId: number;
  language: { code: string; id: number };
  before: string | null;
  after: string | null;
  userId: number | null;
  /** Where the text came from: typed in the console, or filled from the translation memory. */
  source: 'edit' | 'memory';
}

const actionOf = (before: string | null, after: string | null): ChangeAction => (before === null ? 'create' : after === null ? 'delete' : 'update');
const snapshot = (languageCode: string, translation: string | null, source?: TranslationChange['source']) =>
  translation === null ? null : { languageCode, translation, ...(source ? { source } : {}) };

/** Records one translation's change, in `trx`'s transaction. */
export function recordTranslation(trx: Db, c: TranslationChange): Promise<void> {
  return recordChange(trx, {
    area: AREA,
    entity: c.kind.entity,
    recordId: c.itemId,
    scopeId: c.language.id,
    action: actionOf(c.before, c.after),
    userId: c.userId,
    before: snapshot(c.language.code, c.before),
    after: snapshot(c.language.code, c.after, c.source),
  });
}
