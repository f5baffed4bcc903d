/**
 * A row's cells read as its list's fields (issue 34): each matched column's text turned into the value the list's
 * save call takes, by the field's declared kind, as staff and our own exports write it: numbers with a '.' or ','
 * decimal and thousands separators, money with its symbol, Yes/No/Sí/true/1, dates as YYYY-MM-DD or the spec's
 * MM/DD/YYYY, a lookup's item by its name in either language or its id, a fixed choice by any of its names or its id.
 * An empty cell gives no value: the field keeps what the record has (or its default, for a new one). A text that is
 * not of the field's kind refuses the row, naming the field by its label in the caller's language.
 */
import { FORMULA_START } from '../../../contract/csv';
import type { ImportField } from '../../../contract/imports';
import type { Db } from '../../db/database';
import { fieldLabel } from '../../http/fieldLabels';
import { type Language, m, render, type Text } from '../../http/text';

/** A column's field: which column of the row fills it. */
export interface PlannedColumn {
  column: number;
  field: ImportField;
}

/** The names of a lookup type's items (their text and their translations, in lower case) → the item's id. */
export type LookupNames = Map<string, Map<string, number>>;

const norm = (text: string) => text.trim().toLowerCase();

/** Loads the items of every lookup type the columns name, once per import. */
export async function lookupNames(db: Db, columns: readonly PlannedColumn[]): Promise<LookupNames> {
  const keys = [...new Set(columns.flatMap((c) => (c.field.kind === 'lookup' && c.field.lookup ? [c.field.lookup, ...Object.values(c.field.lookupBy?.keys ?? {})] : [])))];
  const names: LookupNames = new Map(keys.map((key) => [key, new Map()]));
  if (keys.length === 0) return names;
  const items = await db.selectFrom('lookups').select(['id', 'key', 'text']).where('key', 'in', keys).orderBy('id').execute();
  const translations = await db
    .selectFrom('lookup_translations as t')
    .innerJoin('lookups as l', 'l.id', 't.lookup_id')
    .select(['l.key', 't.lookup_id as id', 't.translation as text'])
    .where('l.key', 'in', keys)
    .execute();
  for (const item of [...items, ...translations]) {
    const byName = names.get(item.key)!;
    if (!byName.has(norm(item.text))) byName.set(norm(item.text), item.id);
  }
  for (const item of items) names.get(item.key)!.set(String(item.id), item.id);
  return names;
}

export class CellRefused extends Error {
  constructor(readonly text: Text) {
    super(render(text));
  }
}

const TRUE = new Set(['yes', 'sí', 'si', 'true', '1', 'y', 's', 'x', 'verdadero']);
const FALSE = new Set(['no', 'false', '0', 'n', 'falso']);

/**
 * A decimal number as people write it: '1234.5', '1,234.50', '1.234,50', '1.234.567', '-3', '$ 12.00', '€12,5'. A
 * point before three digits and nothing else ('14.975', as our exports write a tax rate) is a decimal point: read as
 * thousands only with another group or a decimal comma after it.
 */
function parseNumber(text: string): number | undefined {
  let t = text.replace(/[\s\u00a0$€£¥]|[A-Z]{3}$|^[A-Z]{3}/g, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(t)) t = t.replaceAll(',', '');
  else if (/^-?\d{1,3}((\.\d{3}){2,}(,\d+)?|\.\d{3},\d+)$/.test(t)) t = t.replaceAll('.', '').replace(',', '.');
  else if (/^-?\d+,\d+$/.test(t)) t = t.replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date: YYYY-MM-DD (and an XLSX cell's YYYY-MM-DDTHH:mm:ss), or the spec's MM/DD/YYYY. */
function parseDate(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s.*)?$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : undefined;
  if (parts === undefined) return undefined;
  const [y, mo, d] = parts.map(Number);
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return `${y}-${pad(mo)}-${pad(d)}`;
}

/** A date and time: ISO 8601, or the spec's MM/DD/YYYY hh:mm:ss am (UTC). */
function parseDateTime(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap]\.?\s?m\.?)?$/i.exec(text);
  if (us) {
    const day = parseDate(`${us[1]}/${us[2]}/${us[3]}`);
    let hour = Number(us[4]);
    if (us[7]) hour = (hour % 12) + (/^p/i.test(us[7]) ? 12 : 0);
    return day ? `${day}T${pad(hour)}:${us[5]}:${us[6] ?? '00'}.000Z` : undefined;
  }
  const date = new Date(text);
  return /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(date.getTime()) ? date.toISOString() : undefined;
}

/**
 * A cell as it was before an export of ours guarded it against formula injection (contract/csv.ts: `'+1 855…` is
 * `+1 855…`), so that an exported list imports back unchanged.
 */
const unguarded = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

/** The value of one cell for its field; undefined for an empty cell. Refuses text that is not of the field's kind. */
export function cellValue(text: string, field: ImportField, lookups: LookupNames, lookupKey = field.lookup): unknown {
  const t = unguarded(text).trim();
  if (t === '') return undefined;
  switch (field.kind) {
    case 'text':
      return t;
    case 'number':
    case 'money': {
      const n = parseNumber(t);
      if (n === undefined) throw new CellRefused(m`"${t}" is not a number`);
      return n;
    }
    case 'integer': {
      const n = parseNumber(t);
      if (n === undefined || !Number.isInteger(n)) throw new CellRefused(m`"${t}" is not a whole number`);
      return n;
    }
    case 'boolean': {
      if (TRUE.has(norm(t))) return true;
      if (FALSE.has(norm(t))) return false;
      throw new CellRefused(m`"${t}" is not Yes or No`);
    }
    case 'date': {
      const d = parseDate(t);
      if (d === undefined) throw new CellRefused(m`"${t}" is not a date (YYYY-MM-DD or MM/DD/YYYY)`);
      return d;
    }
    case 'datetime': {
      const d = parseDateTime(t);
      if (d === undefined) throw new CellRefused(m`"${t}" is not a date and time`);
      return d;
    }
    case 'lookup': {
      const id = lookups.get(lookupKey ?? '')?.get(norm(t));
      if (id === undefined) throw new CellRefused(m`"${t}" is not one of its choices`);
      return id;
    }
    case 'choice': {
      const choice = field.choices?.find((c) => norm(String(c.id)) === norm(t) || c.names.some((name) => norm(name) === norm(t)));
      if (choice === undefined) throw new CellRefused(m`"${t}" is not one of its choices`);
      return field.inList === undefined ? choice.id : [{ [field.inList]: choice.id }];
    }
  }
}

/** Sets `value` at a dotted path (`primaryAddress.city`) of `record`, making the objects on the way. */
export function setPath(record: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = record;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    at[part] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...(next as Record<string, unknown>) } : {};
    at = at[part] as Record<string, unknown>;
  }
  at[parts.at(-1)!] = value;
}

/** The value at a dotted path of `record`. */
export const valueAtPath = (record: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((at, part) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined), record);

/**
 * The row's values by field path (fields with an empty cell left out), or the reason it is refused: the first cell
 * that is not of its field's kind, named by the field's label in `language`.
 */
export function rowValues(
  cells: readonly string[],
  columns: readonly PlannedColumn[],
  lookups: LookupNames,
  list: string,
  language: Language,
): { values: Map<string, unknown> } | { refused: string } {
  const values = new Map<string, unknown>();
  // A lookup whose key another field chooses is read after the row's other cells, under the key its row chooses.
  const ordered = [...columns.filter((c) => !c.field.lookupBy), ...columns.filter((c) => c.field.lookupBy)];
  for (const { column, field } of ordered) {
    try {
      const chosen = field.lookupBy?.keys[String(values.get(field.lookupBy.field))];
      const value = cellValue(cells[column] ?? '', field, lookups, chosen || field.lookup);
      if (value !== undefined) values.set(field.source, value);
    } catch (err) {
      if (!(err instanceof CellRefused)) throw err;
      const label = fieldLabel(list, field.source, language) ?? field.source;
      return { refused: render(m`${label}: ${err.text}`, language) };
    }
  }
  return { values };
}
