/**
 * An audit log (spec §2: the opening-hours and the RAG change history) declared once: a read-only list of the
 * changes, newest first (the server's order, so no column sorts), 10 a page, no search box, its page and filters in
 * the POST body (specListBody). Its columns are when and who, the log's own columns, then the change told in words
 * in the console's language, in the list and its CSV alike; its filters are the log's own, then the dates.
 * A log declares only what differs: its name and URL, its call and how that carries the total, its columns and
 * filters, and its words.
 */
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import type { TranslateFunction } from 'react-admin';
import type { Endpoint } from '../../contract/define';
import type { ScreenPath } from '../../contract/permissions';
import { type ListShape, specListBody, streamedExport } from '../../dataProvider/endpoints';
import type { LazyArea } from '../../i18n/lazyAreas';
import { defineResource, type FieldDef, type ResourceDescriptor } from './defineResource';

export interface AuditLogDeclaration<E> {
  name: string;
  path: ScreenPath;
  /** The lazy message area holding its labels. */
  messages: LazyArea;
  /** The spec's GetAuditLog call, and how its answer carries the total. */
  list: Endpoint;
  shape: ListShape;
  /** The columns between who made the change and the change. */
  columns: FieldDef[];
  /** The filters before the dates. */
  filters: FieldDef[];
  /** An entry's change in words, in the console's language. */
  words: (entry: E, translate: TranslateFunction) => string;
  /** The server's streamed CSV of what the list matches (its columns by name); else the CSV is built here. */
  export?: Endpoint;
}

export function defineAuditLog<E>({ name, path, messages, list, shape, columns, filters, words, export: csv }: AuditLogDeclaration<E>): ResourceDescriptor {
  const fields: FieldDef[] = [
    { source: 'changedAt', kind: 'datetime' },
    // Who is short: kept whole; the log's own columns wrap at their words (unless they say otherwise), beside the
    // change, a paragraph: none of them cut short.
    { source: 'userName', kind: 'text', fit: 'whole' },
    ...columns.map((column): FieldDef => ({ fit: 'wrap', ...column })),
    { source: 'change', kind: 'text', fit: 'paragraph', compute: (record, translate) => (translate ? words(record as E, translate) : '') },
  ];
  return defineResource({
    name,
    path,
    icon: ListAltIcon,
    messages,
    searchable: false,
    recordRepresentation: 'changedAt',
    defaultSort: { field: 'changedAt', order: 'DESC' },
    fields: fields.map((field) => ({ ...field, sortable: false })),
    filters: [...filters, { source: 'from', kind: 'date' }, { source: 'to', kind: 'date' }],
    endpoints: {
      list: { endpoint: list, shape, input: specListBody(list) },
      ...(csv && { export: streamedExport(csv) }),
    },
  });
}
