/**
 * The hours dialog's model, for a standard day and a holiday alike (`kind`): its values, what the console checks
 * before sending (the contract's own rules, hoursProblem, so the server refuses nothing the dialog let through),
 * the body each call takes, and a refused save read back onto the dialog's fields in the console's language.
 */
import { HttpError, type TranslateFunction } from 'react-admin';
import type { Holiday, StandardDay } from '../../contract/openingHours';
import { HOURS_MESSAGES, hoursProblem } from '../../contract/openingHoursRules';

export type HoursKind = 'standard' | 'holiday';

export interface HoursValues {
  holidayDate: string;
  name: string;
  openingTime: string;
  closingTime: string;
}
export type HoursField = keyof HoursValues;
/** Messages (translated) by field. */
export type FieldMessages = Partial<Record<HoursField, string>>;

/** The dialog's inputs, in their tab order. */
export const hoursFields = (kind: HoursKind): HoursField[] => (kind === 'holiday' ? ['holidayDate', 'name', 'openingTime', 'closingTime'] : ['openingTime', 'closingTime']);

export const NAME_MAX = 100;

/** The values a record starts the dialog with (a new holiday: none). */
export const valuesOf = (record?: Partial<StandardDay & Holiday> | null): HoursValues => ({
  holidayDate: record?.holidayDate ?? '',
  name: record?.name ?? '',
  openingTime: record?.openingTime ?? '',
  closingTime: record?.closingTime ?? '',
});

/** What is wrong with the values, on the fields to fix: i18n keys, none when they may be sent. */
export function hoursProblems(kind: HoursKind, values: HoursValues): FieldMessages {
  const problems: FieldMessages = {};
  if (kind === 'holiday') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.holidayDate)) problems.holidayDate = 'resources.openingHours.dialog.required';
    if (values.name.trim() === '') problems.name = 'resources.openingHours.dialog.required';
    else if (values.name.trim().length > NAME_MAX) problems.name = 'resources.openingHours.dialog.name_too_long';
  }
  const hours = hoursProblem(values.openingTime, values.closingTime);
  if (hours) problems[hours.field] = `resources.openingHours.rules.${hours.message}`;
  return problems;
}

/** The hours as the calls take them: an empty time is null (closed). */
export const hoursBody = (values: HoursValues) => ({ openingTime: values.openingTime || null, closingTime: values.closingTime || null });

/** A holiday's fields as the calls take them. */
export const holidayBody = (values: HoursValues) => ({ holidayDate: values.holidayDate, name: values.name.trim(), ...hoursBody(values) });

/** A refused save, read for the dialog: messages on its fields, the rest as one message, and whether it was a stale edit. */
export interface Refusal {
  fields: FieldMessages;
  message: string | null;
  stale: boolean;
}

const ruleKeys = Object.fromEntries(Object.entries(HOURS_MESSAGES).map(([key, text]) => [text, key]));

/**
 * The server answers `{ message, errors: [{ field, message }], code }`. A date already scheduled (409 `duplicate`)
 * is told on the date in the console's language whatever the server wrote; a rule of the contract the server
 * answered in English is told in the console's language too; a field the dialog does not show goes to the message.
 */
export function readRefusal(error: unknown, kind: HoursKind, translate: TranslateFunction): Refusal {
  const shown = hoursFields(kind);
  const body = (error instanceof HttpError ? error.body : null) as { code?: unknown; errors?: unknown } | null;
  const status = error instanceof HttpError ? error.status : 0;
  const errors = Array.isArray(body?.errors) ? (body.errors as { field?: unknown; message?: unknown }[]) : [];
  const fields: FieldMessages = {};
  let placed = 0;
  if (status === 409 && body?.code === 'duplicate') {
    const field = String(errors[0]?.field ?? 'holidayDate').split('.')[0] as HoursField;
    fields[shown.includes(field) ? field : 'holidayDate'] = translate('resources.openingHours.rules.dateScheduled');
    return { fields, message: null, stale: false };
  }
  if (status === 409 && body?.code === 'stale') return { fields, message: null, stale: true };
  for (const e of errors) {
    const field = String(e.field ?? '').split('.')[0] as HoursField;
    if (!shown.includes(field)) continue;
    placed++;
    const text = String(e.message ?? '');
    fields[field] ??= ruleKeys[text] ? translate(`resources.openingHours.rules.${ruleKeys[text]}`) : text;
  }
  const message = placed === errors.length && placed > 0 ? null : error instanceof Error && error.message ? error.message : translate('app.alerts.something_wrong');
  return { fields, message, stale: false };
}
