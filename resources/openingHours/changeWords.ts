/**
 * An opening-hours change in words, for the audit log's column and its CSV alike: the record named (a weekday, a
 * holiday by date and name, the support email), then what differs as "Label: before → after", a day's two times
 * read as its hours ("Monday — Hours: 08:00 – 18:00 → 09:30 – 17:30", closed as Closed, a holiday's as Closed all
 * day). A creation or deletion gives the record's hours instead. Pure: the words are the caller's language.
 */
import type { TranslateFunction } from 'react-admin';
import type { AuditEntry } from '../../contract/openingHours';
import { formatDate } from '../../src/components/formats';
import { hoursText, weekdayName } from './names';

type Fields = Record<string, unknown>;

/** A field's value, whichever way the record spells its name (`SupportEmail`, `supportEmail`). */
function read(record: Fields, field: string): unknown {
  if (field in record) return record[field];
  const other = field[0] === field[0].toUpperCase() ? field[0].toLowerCase() + field.slice(1) : field[0].toUpperCase() + field.slice(1);
  return record[other];
}

const empty = (v: unknown) => v === null || v === undefined || v === '';
const time = (v: unknown) => (empty(v) ? null : String(v).slice(0, 5));

export function changeWords(entry: Pick<AuditEntry, 'kind' | 'recordId' | 'before' | 'after'>, translate: TranslateFunction): string {
  const words = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHoursAudit.words.${key}`, args);
  const label = (field: string) => translate(`resources.openingHours.fields.${field}`, { _: field });
  const isHoliday = entry.kind !== 'standardHours' && entry.kind !== 'supportEmail';
  // A day's hours as one value; the other fields as themselves.
  const show = (field: string, record: Fields): string => {
    if (field === 'hours') return hoursText({ openingTime: time(read(record, 'openingTime')), closingTime: time(read(record, 'closingTime')) }, translate, isHoliday ? 'closed_all_day' : 'closed');
    const v = read(record, field);
    if (empty(v)) return words('empty');
    return field === 'holidayDate' ? formatDate(String(v)) : String(v);
  };
  const { before, after } = entry;
  const record = after ?? before ?? {};

  let name: string | null = null;
  let fields: string[] = ['hours'];
  if (entry.kind === 'supportEmail') fields = ['SupportEmail'];
  else if (entry.kind === 'standardHours') name = weekdayName(Number(read(record, 'weekday') ?? entry.recordId), translate);
  else {
    name = words('holiday', { date: show('holidayDate', record), name: String(read(record, 'name') ?? '') }).trim();
    if (before && after) fields = ['holidayDate', 'name', 'hours'];
  }
  const labelOf = (field: string) => (field === 'hours' ? words('hours') : label(field));

  const changes =
    before && after
      ? fields.filter((f) => show(f, before) !== show(f, after)).map((f) => `${labelOf(f)}: ${show(f, before)} → ${show(f, after)}`)
      : // Added or deleted: named by its date and name, its hours are what is left to tell.
        [show('hours', record)];
  return [name, changes.join('; ')].filter(Boolean).join(' — ');
}
