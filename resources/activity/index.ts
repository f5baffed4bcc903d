import type { TranslateFunction } from 'react-admin';
import { ACTIVITY_LABELLED_BY, CHANGE_ACTIONS, type HistoryEntry, historyContract as c } from '../../contract/history';
import { defineAuditLog } from '../../src/declare/defineAuditLog';
import type { FieldOptions } from '../../src/declare/defineResource';
import { plainText } from '../../src/history/ChangeValue';
import { entryDiff } from '../../src/history/entryDiff';
import { en } from '../../i18n/areas/history';
import { recordPath } from './recordPath';

const users: FieldOptions = { endpoint: c.authors, id: 'id', name: 'name' };
const named = (group: 'areas' | 'entities') => Object.keys(en.resources.activity[group]).map((id) => ({ id, name: `resources.activity.${group}.${id}` }));
/** The file an entry's change was imported from ('' for a change made on a screen). */
const importedFrom = (entry: HistoryEntry) => (entry.source?.startsWith('import:') ? entry.source.slice('import:'.length) : '');
const actions = CHANGE_ACTIONS.map((id) => ({ id, name: `resources.activity.actions.${id}` }));

function changeWords(entry: HistoryEntry, translate: TranslateFunction): string {
  const resource = ACTIVITY_LABELLED_BY[entry.entity];
  // A field holding a group of fields (an address) has its fields' labels, not one of its own: named readably, as the
  // server's CSV names it (server/modules/history/activityExport.ts).
  const isGroup = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  const label = (source: string, group: boolean) => {
    const readable = source.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/\./g, ' ').toLowerCase();
    const text = resource && !group ? translate(`resources.${resource}.fields.${source}`, { _: readable }) : readable;
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return entryDiff(entry.before, entry.after)
    .map(
      (change) =>
        `${label(change.source, isGroup(change.before) || isGroup(change.after))}: ${plainText(change.before, translate)} → ${plainText(change.after, translate)}`,
    )
    .join('; ');
}

/**
 * The Activity screen (admin/activity, issue 33): every change across the console, newest first, from the one change
 * history (src/declare/defineAuditLog.ts), filtered by user, area, record type, record, action, dates and a text in
 * the values; each row's record linked to its screen; exported to CSV as shown, streamed by the server (its words
 * written there as here: server/modules/history/activityExport.ts).
 */
export default defineAuditLog<HistoryEntry>({
  name: 'activity',
  path: 'admin/activity',
  messages: 'history',
  list: c.activity,
  shape: 'countItems',
  export: c.activityExport,
  columns: [
    { source: 'action', kind: 'text', choices: actions, fit: 'whole' },
    { source: 'area', kind: 'text', choices: named('areas'), hidden: true },
    { source: 'entity', kind: 'text', choices: named('entities'), fit: 'whole' },
    { source: 'recordId', kind: 'integer', link: (row) => recordPath(row as HistoryEntry) },
    // The file a change was imported from (issue 34).
    { source: 'source', kind: 'text', fit: 'whole', compute: (record) => importedFrom(record as HistoryEntry) },
  ],
  filters: [
    { source: 'userId', kind: 'option', options: users },
    { source: 'area', kind: 'text', choices: named('areas') },
    { source: 'entity', kind: 'text', choices: named('entities') },
    { source: 'recordId', kind: 'integer' },
    { source: 'action', kind: 'text', choices: actions },
    { source: 'search', kind: 'text' },
  ],
  words: changeWords,
});
