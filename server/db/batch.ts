/**
 * Batch saves (ModifyUsers, UpsertDiscount, UpsertDiscountProductAdd, SaveMakes,
 * SavePrecannedMessages, saveCalibrationRecommendations): each row is saved on
 * its own (the row's save is one transaction), and the answer has a result per
 * row, so the console can name the rows that failed. A row that fails writes
 * nothing; the rows before and after it are still saved. A row refused (a domain error, or an HttpError the
 * row's save threw) answers the refusal's message in its result.
 */
import type { RowResult } from '../../contract/define';
import { type Language, m, render } from '../http/text';
import { isForeignKeyViolation, Refusal } from './domainErrors';
import type { Written } from './write';

export async function saveEachRow<R extends { id: number }>(
  rows: R[],
  save: (row: R) => Promise<Written>,
  options: {
    /** The language of the rows' messages (the route context's). */
    language: Language;
    /** Rows saved after the others (the answer keeps the request's order). */
    saveLast?: (row: R) => boolean;
  },
): Promise<{ results: RowResult[] }> {
  const saveLast = options.saveLast ?? (() => false);
  const results: RowResult[] = [];
  const ordered = [...rows.entries()].sort(([, a], [, b]) => Number(saveLast(a)) - Number(saveLast(b)));
  for (const [index, row] of ordered) {
    try {
      const saved = await save(row);
      results.push({ index, id: saved.id, success: true, version: saved.version });
    } catch (err) {
      const text = err instanceof Refusal ? err.text : isForeignKeyViolation(err) ? m`The row refers to a record that no longer exists.` : undefined;
      if (text === undefined) throw err;
      results.push({ index, id: row.id, success: false, message: render(text, options.language) });
    }
  }
  return { results: results.sort((a, b) => a.index - b.index) };
}
