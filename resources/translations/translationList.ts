/**
 * A translation table's rows as a list that exports and imports (issue 34: "a translator the Spanish service
 * elements"): the item's id (the key a file's rows are found by), what names it (its report, app, group, English
 * text: written by the export, not read back) and its translation. The language is the table's, fixed for every row
 * of an import (contract/importLists.ts); the rows are saved by the kind's own save, at the text each had.
 */
import TranslateIcon from '@mui/icons-material/Translate';
import type { RaRecord } from 'react-admin';
import type { FieldDef, ResourceDescriptor } from '../../src/declare/defineResource';
import type { TranslationKind } from './kinds';
import type { TranslationRow } from './translationModel';

export function translationList(kind: TranslationKind): ResourceDescriptor {
  const fields: FieldDef[] = [
    { source: kind.idField, kind: 'integer', required: true },
    ...kind.contextColumns.map((source): FieldDef => ({ source, kind: 'text', form: false })),
    { source: 'name', kind: 'text', form: false },
    { source: 'translation', kind: 'text', maxLength: 2000 },
  ];
  return {
    name: kind.list,
    path: kind.list === 'serviceElementTranslations' ? 'admin/rag/service-element-translation' : 'admin/translation',
    icon: TranslateIcon,
    fields,
    endpoints: { save: { endpoint: kind.save } },
    recordRepresentation: 'name',
    view: 'editable',
  };
}

/** The table's rows as the list's records: the translation stored, not one typed and not saved. */
export const listRecords = (kind: TranslationKind, rows: readonly TranslationRow[]): RaRecord[] =>
  rows.map((row) => ({
    id: row.id,
    [kind.idField]: row.id,
    ...Object.fromEntries(kind.contextColumns.map((column, i) => [column, row.context[i]])),
    name: row.source,
    translation: row.stored ?? '',
  }));
