/**
 * The translation table's rows and the spec's rule (§4): every row loads as not translated, whatever the server
 * says; editing one marks it translated; a save sends only the rows marked so. A row keeps the translation it
 * loaded with, to tell the user which rows already read in the language and which still read in English.
 */
export interface TranslationRow {
  id: number;
  /** The English text. */
  source: string;
  /** What else names the row: its report and app, its key. */
  context: string[];
  /** The text in the input. */
  translation: string;
  /** The translation stored when the rows loaded (null: none; the row reads in English). */
  stored: string | null;
  /** Edited since the rows loaded (the spec's isTranslated). */
  isTranslated: boolean;
}

/** Rows as loaded: none marked translated (spec §4). */
export function loadedRows<T>(items: T[], toRow: (item: T) => Omit<TranslationRow, 'isTranslated' | 'translation'>): TranslationRow[] {
  return items.map((item) => {
    const row = toRow(item);
    return { ...row, translation: row.stored ?? '', isTranslated: false };
  });
}

/** The rows after the user typed `translation` into row `id`: that one marked translated. */
export const editRow = (rows: TranslationRow[], id: number, translation: string): TranslationRow[] =>
  rows.map((row) => (row.id === id ? { ...row, translation, isTranslated: true } : row));

/** The rows a save sends: only those edited, as { id, translation } (an empty one removes the translation). */
/** The edited rows to send, each with the translation it was loaded with (`previous`: a save never overwrites a newer one). */
export const editedItems = (rows: TranslationRow[]) => rows.filter((r) => r.isTranslated).map((r) => ({ id: r.id, translation: r.translation.trim(), previous: r.stored ?? null }));

export type RowStatus = 'edited' | 'translated' | 'untranslated';
/** What a row's status column says: edited and not yet saved, translated, or still in English. */
export const rowStatus = (row: TranslationRow): RowStatus => (row.isTranslated ? 'edited' : row.stored !== null ? 'translated' : 'untranslated');
