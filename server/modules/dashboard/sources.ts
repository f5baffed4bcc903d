/**
 * Where each dashboard's rows come from (contract/dashboardSchema.ts declares what they hold): its FROM with the
 * joins its columns need, each declared column's SQL, the date its range applies to, and its order. DashboardData,
 * the charts, the summaries and the exports all read the dashboards through this file:
 *
 *   const rows = dashboardRows(db, 'devicestatistics', { startDate, endDate, conditions });
 *   const { keys, desc } = orderOf('devicestatistics', orderBy, sortBy);
 *   rows.select([cellOf('devicestatistics', 'serialNumber').as('serialNumber'), …]).orderBy(…)
 *
 * The joins are LEFT JOINs on unique keys, so PostgreSQL drops those a query does not read (a count reads none).
 */
import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Condition } from '../../../contract/dashboard';
import { CARD_STATES, columnOf, DASHBOARD_DECLARATIONS, type DashboardName } from '../../../contract/dashboardSchema';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { SourceColumn } from './columnSql';
import { type ConditionColumn, conditionsSql, dayAfter, dayStart } from './conditions';

/** A dashboard's rows: a select's FROM, joins and WHERE, with no select list and no order (as CsvExport's `rows`). */
export type DashboardRows = SelectQueryBuilder<Database, never, object>;

interface Source {
  from: (db: Db) => DashboardRows;
  columns: Record<string, SourceColumn>;
}

const v = (value: RawBuilder<unknown>): SourceColumn => ({ value });
const ts = (value: RawBuilder<unknown>): SourceColumn => ({ value, date: 'timestamp' });
const day = (value: RawBuilder<unknown>): SourceColumn => ({ value, date: 'date' });
const rows = (q: unknown) => q as DashboardRows;
const fullName = (alias: string) => sql<string>`(${sql.ref(`${alias}.given_name`)} || ' ' || ${sql.ref(`${alias}.family_name`)})`;

// Business set-up: a primary address, a billing record, and at least one user who is not deleted.
const hasAddress = sql<boolean>`(ba.id IS NOT NULL)`;
const hasBilling = sql<boolean>`EXISTS (SELECT 1 FROM business_billing bb WHERE bb.business_id = b.id)`;
const hasUsers = sql<boolean>`EXISTS (SELECT 1 FROM users bu WHERE bu.business_id = b.id AND NOT bu.is_deleted)`;

export const SOURCES: Record<DashboardName, Source> = {
  statistics: {
    from: (db) =>
      rows(
        db
          .selectFrom('service_requests as r')
          .leftJoin('businesses as b', 'b.id', 'r.business_id')
          .leftJoin('business_addresses as ba', (j) => j.onRef('ba.business_id', '=', 'r.business_id').on('ba.kind', '=', 'primary'))
          .leftJoin('lookups as st', 'st.id', 'r.service_type_id')
          .leftJoin('users as t', 't.id', 'r.technician_id'),
      ),
    columns: {
      id: v(sql`r.id`),
      dateCreated: ts(sql`r.date_created`),
      appId: v(sql`r.app_id`),
      serviceType: v(sql`st.text`),
      statusId: v(sql`r.status_id`),
      technicianName: v(fullName('t')),
      businessName: v(sql`b.name`),
      country: v(sql`ba.country`),
      vehicleMake: v(sql`r.vehicle_make`),
      vehicleModel: v(sql`r.vehicle_model`),
      vehicleYear: v(sql`r.vehicle_year`),
      vin: v(sql`r.vin`),
      dateDispatched: ts(sql`r.date_dispatched`),
      responseMinutes: v(sql`round(extract(epoch FROM r.date_dispatched - r.date_created) / 60)::int`),
    },
  },
  devicestatistics: {
    from: (db) => rows(db.selectFrom('devices as d').leftJoin('businesses as b', 'b.id', 'd.business_id')),
    columns: {
      id: v(sql`d.id`),
      serialNumber: v(sql`d.serial_number`),
      name: v(sql`d.name`),
      manufacturer: v(sql`d.manufacturer`),
      model: v(sql`d.model`),
      statusId: v(sql`d.status_id`),
      assigned: v(sql`(d.business_id IS NOT NULL)`),
      businessName: v(sql`b.name`),
      isActive: v(sql`d.is_active`),
      assignedDate: ts(sql`d.assigned_date`),
      dateCreated: ts(sql`d.date_created`),
    },
  },
  activationcardstatistics: {
    from: (db) => rows(db.selectFrom('activation_cards as c').leftJoin('devices as d', 'd.id', 'c.assigned_device_id')),
    columns: {
      id: v(sql`c.id`),
      activationCardId: v(sql`c.activation_card_id`),
      accountType: v(sql`c.activation_account_type`),
      accountReference: v(sql`c.activation_account_reference`),
      state: v(
        sql`(CASE WHEN c.assigned_device_id IS NOT NULL THEN ${sql.lit(CARD_STATES.assigned)} WHEN c.is_active THEN ${sql.lit(CARD_STATES.free)} ELSE ${sql.lit(CARD_STATES.inactive)} END)`,
      ),
      deviceSerial: v(sql`d.serial_number`),
      assignedDate: day(sql`c.assigned_date`),
      isActive: v(sql`c.is_active`),
    },
  },
  businessaccountsinfo: {
    from: (db) =>
      rows(
        db
          .selectFrom('businesses as b')
          .leftJoin('business_info as bi', 'bi.business_id', 'b.id')
          .leftJoin('business_addresses as ba', (j) => j.onRef('ba.business_id', '=', 'b.id').on('ba.kind', '=', 'primary')),
      ),
    columns: {
      id: v(sql`b.id`),
      shopId: v(sql`b.shop_id`),
      name: v(sql`b.name`),
      statusId: v(sql`b.status_id`),
      // The sales rep's user, or the sales rep lookup item's text when it has no user.
      salesRepName: v(
        sql`coalesce((SELECT ${fullName('su')} FROM sales_reps sr JOIN users su ON su.id = sr.user_id WHERE sr.id = b.sales_rep_id), (SELECT sl.text FROM lookups sl WHERE sl.id = b.sales_rep_id))`,
      ),
      country: v(sql`ba.country`),
      isEnterpriseClient: v(sql`coalesce(bi.is_enterprise_client, false)`),
      isProTechClient: v(sql`coalesce(bi.is_pro_tech_client, false)`),
      isCorporateAccount: v(sql`coalesce(bi.is_corporate_account, false)`),
      hasAddress: v(hasAddress),
      hasBilling: v(hasBilling),
      hasUsers: v(hasUsers),
      setUpComplete: v(sql`(${hasAddress} AND ${hasBilling} AND ${hasUsers})`),
      dateCreated: ts(sql`b.date_created`),
    },
  },
  deviceshipments: {
    from: (db) => rows(db.selectFrom('device_shipments as s').leftJoin('devices as d', 'd.id', 's.device_id').leftJoin('businesses as b', 'b.id', 'd.business_id')),
    columns: {
      id: v(sql`s.id`),
      deviceSerial: v(sql`d.serial_number`),
      businessName: v(sql`b.name`),
      carrier: v(sql`s.carrier`),
      trackingNumber: v(sql`s.tracking_number`),
      shippedDate: day(sql`s.shipped_date`),
      deliveredDate: day(sql`s.delivered_date`),
      inTransit: v(sql`(s.shipped_date IS NOT NULL AND s.delivered_date IS NULL)`),
    },
  },
};

/** The SQL of a declared column; throws for a key the dashboard does not declare (the contract rejects those first). */
export function sourceColumn(name: DashboardName, key: string): SourceColumn {
  const column = Object.hasOwn(SOURCES[name].columns, key) ? SOURCES[name].columns[key] : undefined;
  if (!column || !columnOf(name, key)) throw new Error(`${name} has no column ${key}`);
  return column;
}

/** A declared column's SQL and type, for the conditions; undefined for a key the dashboard does not declare. */
export function conditionColumn(name: DashboardName, key: string): ConditionColumn | undefined {
  const declared = columnOf(name, key);
  return declared && Object.hasOwn(SOURCES[name].columns, key) ? { ...SOURCES[name].columns[key], type: declared.type } : undefined;
}

/** A column's raw value: what conditions compare, charts group by and orders sort by. */
export const valueSql = (name: DashboardName, key: string): RawBuilder<unknown> => sourceColumn(name, key).value;

const isoTimestamp = (value: RawBuilder<unknown>) => sql<string>`to_char(${value} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoDate = (value: RawBuilder<unknown>) => sql<string>`to_char(${value}, 'YYYY-MM-DD')`;

/**
 * A column's cell as DashboardData answers it: the raw value, dates as ISO text (a point in time as
 * toISOString writes it, a calendar date as YYYY-MM-DD). Choices stay ids and booleans stay booleans.
 */
export function cellOf(name: DashboardName, key: string): RawBuilder<unknown> {
  const c = sourceColumn(name, key);
  if (c.date === 'timestamp') return isoTimestamp(c.value);
  if (c.date === 'date') return isoDate(c.value);
  return c.value;
}

export interface RangeAndConditions {
  /** Inclusive dates (YYYY-MM-DD, UTC) on the dashboard's date column. */
  startDate?: string;
  endDate?: string;
  /** Ad hoc conditions, as the contract validated them. */
  conditions?: readonly Condition[];
}

/** The dashboard's date column in the range; rows without a date kept when the dashboard says `undatedInRange`. */
export function inRange(name: DashboardName, startDate?: string, endDate?: string): RawBuilder<SqlBool> | undefined {
  if (!startDate && !endDate) return undefined;
  const declaration = columnOf(name, DATE_COLUMN[name].key)!;
  const { value, date } = sourceColumn(name, declaration.key);
  const kind = date ?? 'timestamp';
  const bounds = [startDate && sql`${value} >= ${dayStart(startDate, kind)}`, endDate && sql`${value} < ${dayAfter(endDate, kind)}`].filter((b) => !!b);
  const within = sql<SqlBool>`(${sql.join(bounds, sql` AND `)})`;
  return DATE_COLUMN[name].undated ? sql<SqlBool>`(${value} IS NULL OR ${within})` : within;
}

const DATE_COLUMN = Object.fromEntries(
  Object.values(DASHBOARD_DECLARATIONS).map((d) => [d.name, { key: d.dateColumn, undated: !!d.undatedInRange }]),
) as Record<DashboardName, { key: string; undated: boolean }>;

/** The dashboard's rows in the range that match the conditions (`and` before `or`, values as parameters). */
export function dashboardRows(db: Db, name: DashboardName, q: RangeAndConditions = {}): DashboardRows {
  let query = SOURCES[name].from(db);
  const range = inRange(name, q.startDate, q.endDate);
  if (range) query = query.where(range);
  const where = conditionsSql(q.conditions ?? [], (key) => conditionColumn(name, key));
  if (where) query = query.where(where);
  return query;
}

/** A column's value as a sort key: never null (the keyset pages of the PGlite export need that). */
function sortKey(name: DashboardName, key: string): RawBuilder<unknown> {
  const { value, date } = sourceColumn(name, key);
  const type = columnOf(name, key)!.type;
  if (key === 'id') return value;
  if (date === 'timestamp') return sql`coalesce(${value}, '-infinity'::timestamptz)`;
  if (date === 'date') return sql`coalesce(${value}, '-infinity'::date)`;
  if (type === 'text') return sql`lower(coalesce(${value}, ''))`;
  if (type === 'boolean') return sql`coalesce(${value}, false)`;
  return sql`coalesce(${value}, '-infinity'::float8)`;
}

export interface DashboardOrder {
  /** The sort keys, never null, together unique: the column asked for (if any), then the id. */
  keys: RawBuilder<unknown>[];
  desc: boolean;
}

/** Spec §9: id ascending unless `orderBy` (a declared column) and `sortBy` (asc/desc, either case) say otherwise; the id breaks ties. */
export function orderOf(name: DashboardName, orderBy?: string, sortBy?: string): DashboardOrder {
  const desc = sortBy?.toLowerCase() === 'desc';
  const id = valueSql(name, 'id');
  if (!orderBy || orderBy === 'id') return { keys: [id], desc };
  return { keys: [sortKey(name, orderBy), id], desc };
}
