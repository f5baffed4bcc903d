/**
 * The CSV export (serviceRequest/Export): every request GetServiceRequests matches, in its order, through the
 * shared streaming export (server/db/csvExport.ts): one COPY on PostgreSQL, keyset pages on PGlite, memory flat.
 * Statuses and solutions are written by their English names, as the spec's catalogue names them; the scan type, a
 * lookup item, in the caller's language (issue 31).
 */
import type { Readable } from 'node:stream';
import { type RawBuilder, sql } from 'kysely';
import { APP_NAMES } from '../../../contract/reports';
import { SERVICE_REQUEST_EXPORT_COLUMNS, SERVICE_REQUEST_STATUSES } from '../../../contract/serviceRequest';
import { type CsvExport, csvExport } from '../../db/csvExport';
import type { Db } from '../../db/database';
import type { Language } from '../../http/text';
import { lookupTextSql } from '../lookup/lookupTexts';
import { fullName, matchingRequests, type RequestFilter, type RequestOrder, SORT_KEYS } from './serviceRequestQuery';

export type ExportColumn = (typeof SERVICE_REQUEST_EXPORT_COLUMNS)[number];

const STATUS_NAMES: Record<keyof typeof SERVICE_REQUEST_STATUSES, string> = {
  pending: 'Pending',
  dispatched: 'Dispatched',
  inProgress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  voidedRo: 'Voided RO',
};

/** `CASE column WHEN id THEN 'name' … END`, the names as literals of ours. */
const names = (column: RawBuilder<unknown>, byId: [number, string][]) =>
  sql`CASE ${column} ${sql.join(
    byId.map(([id, name]) => sql`WHEN ${sql.lit(id)} THEN ${sql.lit(name)}`),
    sql` `,
  )} END`;

// As JavaScript's toISOString writes it (the list's dates): UTC, milliseconds.
const isoUtc = (column: RawBuilder<unknown>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CELLS = (language: Language): Record<ExportColumn, RawBuilder<unknown>> => ({
  id: sql`r.id`,
  dateCreated: isoUtc(sql`r.date_created`),
  businessName: sql`b.name`,
  statusId: names(
    sql`r.status_id`,
    Object.entries(SERVICE_REQUEST_STATUSES).map(([key, id]) => [id, STATUS_NAMES[key as keyof typeof STATUS_NAMES]]),
  ),
  appId: names(
    sql`r.app_id`,
    Object.entries(APP_NAMES).map(([id, name]) => [Number(id), name]),
  ),
  vin: sql`r.vin`,
  vehicleYear: sql`r.vehicle_year`,
  vehicleMake: sql`r.vehicle_make`,
  vehicleModel: sql`r.vehicle_model`,
  serviceType: lookupTextSql(sql`r.service_type_id`, sql`st.text`, language),
  technicianName: fullName('t'),
  requestedByName: fullName('q'),
  dateUpdated: isoUtc(sql`r.date_updated`),
});

/** The columns asked for (all by default), whether headed by their names, the language the scan type is named in (English by default). */
interface ExportShape {
  columns?: readonly ExportColumn[];
  header?: boolean;
  language?: Language;
}

/** The export of the requests `f` matches, in `order`: the columns asked for (all by default). */
export function requestExport(db: Db, f: RequestFilter, order: RequestOrder, shape: ExportShape & { pageSize?: number } = {}) {
  const cells = CELLS(shape.language ?? 'en');
  const columns = (shape.columns ?? SERVICE_REQUEST_EXPORT_COLUMNS).map((c) => ({ label: c, value: cells[c] }));
  // Newest first by default, as the list.
  const desc = order.sortBy ? order.sortBy.toLowerCase() === 'desc' : !order.orderBy;
  return { rows: matchingRequests(db, f), columns, orderBy: [SORT_KEYS[order.orderBy ?? 'dateCreated'], sql`r.id`], desc, header: shape.header, pageSize: shape.pageSize } as unknown as CsvExport;
}

export function exportRequests(db: Db, f: RequestFilter, order: RequestOrder, shape: ExportShape = {}): Readable {
  return csvExport(db, requestExport(db, f, order, shape));
}
