/**
 * An opening-hours change in words, for the audit log's column and its CSV alike: the record named (a weekday, a
 * holiday by date and name, the support email), then each field that differs as "Label: before → after"
 * ("Monday — Opening time: 08:00 → 09:00"), a time left empty read as Closed. A creation or deletion gives the
 * record's values instead. Pure: the words are the caller's language (`translate`).
 */
import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../../contract/openingHours';
import { formatDate } from '../../src/components/formats';
import { weekdayName } from './names';

type Fields = Record<string, unknown>;

const TIMES = ['openingTime', 'closingTime'];
const HOLIDAY = ['holidayDate', 'name', ...TIMES];

/** A field's value, whichever way the record spells its name (`SupportEmail`, `supportEmail`). */
function read(record: Fields, field: string): unknown {
  if (field in record) return record[field];
  const other = field[0] === field[0].toUpperCase() ? field[0].toLowerCase() + field.slice(1) : field[0].toUpperCase() + field.slice(1);
  return record[other];
}

const empty = (v: unknown) => v === null || v === undefined || v === '';

export function changeWords(entry: Pick<AuditEntry, 'kind' | 'recordId' | 'before' | 'after'>, translate: TranslateFunction): string {
  const words = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHoursAudit.words.${key}`, args);
  const label = (field: string) => translate(`resources.openingHours.fields.${field}`, { _: field });
  const show = (field: string, v: unknown): string => {
    if (TIMES.includes(field)) return empty(v) ? words('closed') : String(v).slice(0, 5);
    if (empty(v)) return words('empty');
    return field === 'holidayDate' ? formatDate(String(v)) : String(v);
  };
  const { before, after } = entry;
  const record = after ?? before ?? {};

  let name: string | null = null;
  let fields: string[];
  if (entry.kind === 'supportEmail') {
    fields = ['SupportEmail'];
  } else if (entry.kind === 'standardHours') {
    const weekday = Number(read(record, 'weekday') ?? entry.recordId);
    name = weekdayName(weekday, translate);
    fields = TIMES;
  } else {
    name = words('holiday', { date: show('holidayDate', read(record, 'holidayDate')), name: String(read(record, 'name') ?? '') }).trim();
    // A holiday added or deleted is named by its date and name: its hours are what is left to tell.
    fields = before && after ? HOLIDAY : TIMES;
  }

  const changes =
    before && after
      ? fields.filter((f) => show(f, read(before, f)) !== show(f, read(after, f))).map((f) => `${label(f)}: ${show(f, read(before, f))} → ${show(f, read(after, f))}`)
      : fields.map((f) => `${label(f)}: ${show(f, read(record, f))}`);
  return [name, changes.join('; ')].filter(Boolean).join(' — ');
}
