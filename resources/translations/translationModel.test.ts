/** The spec's rule (§4) as the table keeps it: loaded rows are not translated, an edited one is, only those are sent. */
import { describe, expect, it } from 'vitest';
import { editedItems, editRow, loadedRows, rowStatus } from './translationModel';

const server = [
  { id: 1, name: 'Disclaimer', translation: 'Aviso legal', isTranslated: true },
  { id: 2, name: 'Amount due', translation: null, isTranslated: false },
];
const rows = () => loadedRows(server, (r) => ({ id: r.id, source: r.name, context: [], stored: r.translation }));

describe('the translation rows', () => {
  it('load as not translated, whatever the server says, keeping the stored text in the input', () => {
    expect(rows().map((r) => [r.translation, r.isTranslated, rowStatus(r)])).toEqual([
      ['Aviso legal', false, 'translated'],
      ['', false, 'untranslated'],
    ]);
    expect(editedItems(rows())).toEqual([]);
  });

  it('mark an edited row translated, and send only the edited rows, trimmed', () => {
    const edited = editRow(rows(), 2, '  Importe pendiente ');
    expect(edited.map((r) => r.isTranslated)).toEqual([false, true]);
    expect(rowStatus(edited[1])).toBe('edited');
    // Each with the translation it was loaded with, so a save never overwrites a newer one.
    expect(editedItems(edited)).toEqual([{ id: 2, translation: 'Importe pendiente', previous: null }]);
    // Emptied: sent empty, which removes the translation.
    expect(editedItems(editRow(edited, 1, ''))).toEqual([
      { id: 1, translation: '', previous: 'Aviso legal' },
      { id: 2, translation: 'Importe pendiente', previous: null },
    ]);
  });
});
