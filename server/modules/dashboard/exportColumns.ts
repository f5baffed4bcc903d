/**
 * A rows export's columns (issue 18): the dashboard's columns asked for, in their order, each headed by its label in
 * the asked language and written as text by SQL, which the shared CSV export (server/db/csvExport.ts) and the XLSX
 * writer read alike: a choice by its name in the language (its id when it has none), a lookup item's English text by
 * its name in the language (a scan type), a boolean as Yes/No (Sí/No), a date as DashboardData answers it (ISO, UTC),
 * a number as it is. `kind` tells the XLSX writer how to type the cell.
 */
import { type RawBuilder, sql } from 'kysely';
import type { ExportFormat } from '../../../contract/dashboard';
import { columnOf, type DashboardName } from '../../../contract/dashboardSchema';
import type { CsvColumn } from '../../db/csvExport';
import type { Db } from '../../db/database';
import { valueName } from './charts';
import { type ChoiceLanguage, columnChoices, columnNames } from './choices';
import { cellOf, sourceColumn } from './sources';

/** How the XLSX writer types a cell: a string, a number, a point in time or a calendar date. */
export type CellKind = 'text' | 'number' | 'timestamp' | 'date';

export interface ExportColumn extends CsvColumn {
  kind: CellKind;
}

/** Yes/No (Sí/No), as the charts name a boolean's values. */
const yesNoIn = (language: ChoiceLanguage) => ({ yes: valueName(true, language), no: valueName(false, language) });

/** `CASE value WHEN id THEN name … ELSE value END`: the ids are integers of ours, the names parameters. */
function named(value: RawBuilder<unknown>, choices: readonly { id: number; name: string }[]): RawBuilder<unknown> {
  if (choices.length === 0) return sql`(${value})::text`;
  const whens = choices.map((c) => sql`WHEN ${sql.lit(Math.trunc(c.id))} THEN ${c.name}::text`);
  return sql`(CASE ${value} ${sql.join(whens, sql` `)} ELSE (${value})::text END)`;
}

/** `CASE value WHEN text THEN name … ELSE value END`: a lookup item's English text by its name in the language (both parameters). */
function namedText(value: RawBuilder<unknown>, names: Map<string, string>): RawBuilder<unknown> {
  if (names.size === 0) return value;
  const whens = [...names].map(([text, name]) => sql`WHEN ${text}::text THEN ${name}::text`);
  return sql`(CASE (${value})::text ${sql.join(whens, sql` `)} ELSE (${value})::text END)`;
}

function yesNo(value: RawBuilder<unknown>, language: ChoiceLanguage): RawBuilder<unknown> {
  const { yes, no } = yesNoIn(language);
  return sql`(CASE WHEN ${value} THEN ${yes}::text WHEN NOT ${value} THEN ${no}::text END)`;
}

/** One declared column as an export column; throws for a key the dashboard does not declare (the contract refuses those first). */
export async function exportColumn(db: Db, name: DashboardName, key: string, language: ChoiceLanguage): Promise<ExportColumn> {
  const declared = columnOf(name, key);
  if (!declared) throw new Error(`${name} has no column ${key}`);
  const label = declared.label[language];
  const { value, date } = sourceColumn(name, key);
  switch (declared.type) {
    case 'choice':
      return { label, value: named(value, (await columnChoices(db, declared, language)) ?? []), kind: 'text' };
    case 'boolean':
      return { label, value: yesNo(value, language), kind: 'text' };
    case 'date':
      return { label, value: cellOf(name, key), kind: date === 'date' ? 'date' : 'timestamp' };
    case 'number':
      return { label, value, kind: 'number', number: true };
    default:
      return { label, value: namedText(value, await columnNames(db, declared, language)), kind: 'text' };
  }
}

export const exportColumns = (db: Db, name: DashboardName, keys: readonly string[], language: ChoiceLanguage) =>
  Promise.all(keys.map((key) => exportColumn(db, name, key, language)));

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Each export's file name, without its extension. */
export const FILE_NAMES: Record<DashboardName | 'summary', string> = {
  statistics: 'service-requests',
  devicestatistics: 'device-statistics',
  activationcardstatistics: 'activation-card-statistics',
  businessaccountsinfo: 'business-account-setup',
  deviceshipments: 'device-shipments',
  summary: 'service-request-statistics',
};

/** `device-statistics_2026-01-01_2026-03-31.xlsx`: the export's name, its range when it has one, the format. */
export function fileName(what: keyof typeof FILE_NAMES, format: ExportFormat, range: { startDate?: string; endDate?: string } = {}): string {
  const dates = [range.startDate ?? '', range.endDate ?? ''];
  return `${[FILE_NAMES[what], ...(dates.some(Boolean) ? dates : [])].join('_')}.${format}`;
}
