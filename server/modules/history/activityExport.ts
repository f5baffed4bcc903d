/**
 * The Activity screen's CSV (History/ActivityExport, issue 33): every change History/Activity matches, newest first,
 * through the shared streaming export (server/db/csvExport.ts: one COPY on PostgreSQL, keyset pages on PGlite). Each
 * cell reads as the screen shows it, in the caller's language: the action, area and record type by their names, the
 * change in words ("Period amount: 10 → 25.5; Demo: No → Yes"), written in SQL as the console's list writes them
 * (resources/activity/index.ts): the changed top-level fields by name, bookkeeping keys left out, each by its label.
 */
import type { Readable } from 'node:stream';
import { type RawBuilder, sql } from 'kysely';
import { UNTOLD_KEYS } from '../../../contract/canonical';
import { ACTIVITY_EXPORT_COLUMNS, ACTIVITY_LABELLED_BY } from '../../../contract/history';
import { changeRows, userDisplayName } from '../../db/changeHistory';
import { csvExport } from '../../db/csvExport';
import type { CsvExport } from '../../db/csvExportQuery';
import type { Db } from '../../db/database';
import { labelGroup } from '../../http/fieldLabels';
import { type Language, m, render } from '../../http/text';
import { type ActivityQuery, activityFilter } from './entries';

export type ActivityColumn = (typeof ACTIVITY_EXPORT_COLUMNS)[number];

/** A JSON value of ours, as jsonb. */
const json = (value: unknown) => sql<unknown>`${JSON.stringify(value)}::jsonb`;

/** The field labels of the Activity's labelled kinds, by entity then top-level field, in `language`. */
function labelsByEntity(language: Language): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(ACTIVITY_LABELLED_BY).map(([entity, resource]) => {
      const fields = labelGroup(resource, 'fields', language) as Record<string, unknown>;
      const labels = Object.entries(fields).filter((pair): pair is [string, string] => typeof pair[1] === 'string');
      return [entity, Object.fromEntries(labels)];
    }),
  );
}

/** A scalar (or object) value as plainText writes it (src/history/ChangeValue.tsx): '—' for none, Yes/No, JSON for an object. */
function scalarText(v: RawBuilder<unknown>, yes: string, no: string) {
  return sql<string>`CASE jsonb_typeof(${v})
    WHEN 'string' THEN CASE WHEN ${v} #>> '{}' = '' THEN '—' ELSE ${v} #>> '{}' END
    WHEN 'boolean' THEN CASE WHEN ${v} = 'true'::jsonb THEN ${yes} ELSE ${no} END
    WHEN 'number' THEN ${v}::text
    WHEN 'object' THEN ${v}::text
    WHEN 'array' THEN ${v}::text
    ELSE '—' END`;
}

/** A value as plainText writes it: a list's items joined by ", " ('—' when empty). */
function valueText(v: RawBuilder<unknown>, yes: string, no: string) {
  const item = sql.ref('item.value');
  return sql<string>`CASE WHEN jsonb_typeof(${v}) = 'array' THEN CASE WHEN jsonb_array_length(${v}) = 0 THEN '—' ELSE
      (SELECT string_agg(${scalarText(item as RawBuilder<unknown>, yes, no)}, ', ' ORDER BY item.ordinality) FROM jsonb_array_elements(${v}) WITH ORDINALITY AS item(value, ordinality)) END
    ELSE ${scalarText(v, yes, no)} END`;
}

/** The change in words: each changed top-level field, by name, "Label: before → after", joined by "; ". */
function changeWords(language: Language) {
  const [yes, no] = [render(m`Yes`, language), render(m`No`, language)];
  const labels = json(labelsByEntity(language));
  const [before, after] = [sql`coalesce(change_history.before -> key.name, 'null'::jsonb)`, sql`coalesce(change_history.after -> key.name, 'null'::jsonb)`];
  // The console's readable name of a field it has no label for: camelCase split, dots as spaces, lower case.
  const readable = sql`lower(regexp_replace(replace(key.name, '.', ' '), '([a-z0-9])([A-Z])', '\\1 \\2', 'g'))`;
  const label = sql<string>`coalesce(${labels} -> change_history.entity ->> key.name, ${readable})`;
  return sql<string>`(SELECT string_agg(upper(left(${label}, 1)) || substr(${label}, 2) || ': ' || ${valueText(before, yes, no)} || ' → ' || ${valueText(after, yes, no)}, '; ' ORDER BY key.name COLLATE "C")
    FROM (SELECT jsonb_object_keys(coalesce(change_history.before, '{}'::jsonb) || coalesce(change_history.after, '{}'::jsonb)) AS name) AS key
    WHERE key.name NOT IN (${sql.join(UNTOLD_KEYS.map((k) => sql.lit(k)))}) AND ${before} <> ${after})`;
}

/** A name from `names` by id (the id itself when it has none). */
const named = (id: RawBuilder<unknown>, names: Readonly<Record<string, string>>) => sql<string>`coalesce(${json(names)} ->> ${id}, ${id})`;

function cells(language: Language): Record<ActivityColumn, RawBuilder<unknown>> {
  const names = (group: string) => labelGroup('activity', group, language);
  return {
    // As JavaScript's toISOString writes it: UTC, milliseconds (the other exports' dates).
    changedAt: sql`to_char(change_history.changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    userName: userDisplayName,
    action: named(sql`change_history.action`, names('actions')),
    area: named(sql`change_history.area`, names('areas')),
    entity: named(sql`change_history.entity`, names('entities')),
    recordId: sql`change_history.record_id`,
    // An import's file (issue 34), as the screen shows it.
    source: sql`CASE WHEN change_history.source LIKE 'import:%' THEN substr(change_history.source, 8) ELSE '' END`,
    change: changeWords(language),
  };
}

export interface ActivityExportShape {
  columns?: readonly ActivityColumn[];
  header?: boolean;
  language?: Language;
  pageSize?: number;
}

/** The export of the changes `query` matches, newest first: the columns asked for (all by default). */
export function activityExport(db: Db, query: Omit<ActivityQuery, 'pageSize' | 'offset'>, shape: ActivityExportShape = {}): CsvExport {
  const cell = cells(shape.language ?? 'en');
  const columns = (shape.columns ?? ACTIVITY_EXPORT_COLUMNS).map((c) => ({ label: c, value: cell[c], number: c === 'recordId' }));
  return {
    rows: changeRows(db, activityFilter(query)),
    columns,
    orderBy: [sql`change_history.changed_at`, sql`change_history.id`],
    desc: true,
    header: shape.header,
    pageSize: shape.pageSize,
  } as unknown as CsvExport;
}

export const exportActivity = (db: Db, query: Omit<ActivityQuery, 'pageSize' | 'offset'>, shape: ActivityExportShape = {}): Readable =>
  csvExport(db, activityExport(db, query, shape));
