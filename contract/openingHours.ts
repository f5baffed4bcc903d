/**
 * Opening hours (spec §2, §5, §7; issue 15): a tenant is a solution's support desk (spec §3 Tenant: ID,
 * SupportEmail, Platform, the solution it serves), with a time zone of the time zones catalogue, seven standard
 * days and dated public-holiday hours. Times are wall-clock `HH:MM` in the tenant's zone; a day or holiday with
 * neither time is closed (all day). Every write is versioned (a stale edit answers 409 `stale`) and recorded
 * in the one change history, of which the audit log is a view.
 */
import { z } from 'zod';
import { endpoint, queryInt, version } from './define';
import { isoDate } from './fields';
import { HOURS_MESSAGES, hoursProblem } from './openingHoursRules';
import { r } from './refusal';

export { HOURS_MESSAGES } from './openingHoursRules';

/** Monday first, as ISO 8601 numbers them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const WALL_CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A wall-clock time, `HH:MM` (00:00 to 23:59), or null where the day is closed. */
export const wallClock = z.string().regex(WALL_CLOCK, r('must be a time as HH:MM')).nullable();

/** The spec's opening-hours messages (§5) as refusals, registered when the contract loads (so each has its Spanish). */
export const HOURS_REFUSALS = {
  bothOrNeither: r(HOURS_MESSAGES.bothOrNeither),
  openingBeforeClosing: r(HOURS_MESSAGES.openingBeforeClosing),
  dateScheduled: r(HOURS_MESSAGES.dateScheduled),
} as const;

const isWallClock = (time: string | null) => time === null || WALL_CLOCK.test(time);

/** The spec's two opening-hours messages (§5), on the field they concern; a malformed time is refused by its own rule only. */
function checkHours(v: { openingTime: string | null; closingTime: string | null }, ctx: z.RefinementCtx) {
  if (!isWallClock(v.openingTime) || !isWallClock(v.closingTime)) return;
  const problem = hoursProblem(v.openingTime, v.closingTime);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: HOURS_REFUSALS[problem.message] });
}

const hours = { openingTime: wallClock, closingTime: wallClock };

export const tenant = z.object({
  ID: z.number().int(),
  SupportEmail: z.string(),
  /** The solution the tenant serves (spec §1: 1, 2, 4, 5). */
  Platform: z.number().int(),
  /** An IANA zone of the time zones catalogue: the hours are read in it. */
  timeZone: z.string(),
  version: z.number().int(),
  /** Open at the moment asked, and when that changes next (null: never, as a tenant with no hours). */
  openNow: z.object({ isOpen: z.boolean(), changesAt: z.string().nullable() }),
});
export type Tenant = z.infer<typeof tenant>;

export const standardDay = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  weekday: z.int32().min(1).max(7),
  ...hours,
  version: z.number().int(),
});
export type StandardDay = z.infer<typeof standardDay>;

export const holiday = z.object({
  id: z.number().int(),
  tenantId: z.number().int(),
  /** The day, `YYYY-MM-DD`, in the tenant's zone. */
  holidayDate: z.string(),
  /** What the day is ("Christmas Day"). */
  name: z.string(),
  ...hours,
  version: z.number().int(),
});
export type Holiday = z.infer<typeof holiday>;

const tenantId = queryInt.min(1, r('must be a tenant id'));
const holidayFields = {
  holidayDate: isoDate,
  name: z.string().trim().min(1, r('must not be empty')).max(100, r('must be at most 100 characters')),
  ...hours,
};

/** The kinds of change the opening-hours audit log tells apart (its filter). */
export const OPENING_HOURS_CHANGE_KINDS = ['supportEmail', 'standardHours', 'holidayAdded', 'holidayChanged', 'holidayDeleted'] as const;
export type OpeningHoursChangeKind = (typeof OPENING_HOURS_CHANGE_KINDS)[number];

/**
 * One change: the record's fields before and after it, whole (null before a creation, after a deletion), so
 * the record is named (a weekday, a holiday's date) and the fields that changed are told from the others.
 */
export const auditEntry = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  userId: z.number().int().nullable(),
  /** Who made it: "First Last (username)", or the username alone. */
  userName: z.string(),
  tenantId: z.number().int(),
  kind: z.enum(OPENING_HOURS_CHANGE_KINDS),
  /** The record changed: the tenant's, standard day's or holiday's id. */
  recordId: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const openingHoursContract = {
  tenantDetails: endpoint({
    method: 'GET',
    path: 'openingHours/TenantDetails',
    summary: 'Every tenant (one per solution, by Platform) with its support email, time zone, and whether it is open now and when that changes next',
    response: z.array(tenant),
  }),
  updateTenantSupportEmail: endpoint({
    method: 'POST',
    path: 'openingHours/UpdateTenantSupportEmail',
    summary: "Sets a tenant's support email (a valid address), at its version (409 stale otherwise); recorded in the change history",
    body: z.strictObject({ ID: tenantId, SupportEmail: z.email(r('must be an email address')).max(254), version }),
    response: tenant,
  }),
  getStandardOpeningHours: endpoint({
    method: 'GET',
    path: 'openingHours/GetStandardOpeningHours',
    summary: "A tenant's seven standard days, Monday first (404 when the tenant does not exist)",
    query: z.strictObject({ tenantId }),
    response: z.array(standardDay),
  }),
  standardOpeningHoursForList: endpoint({
    method: 'GET',
    path: 'openingHours/StandardOpeningHoursForList',
    summary: "Every tenant's standard days as { count, items }, by tenant then weekday (the tenants' weeks at a glance)",
    response: z.object({ count: z.number().int(), items: z.array(standardDay) }),
  }),
  standardOpeningHoursForId: endpoint({
    method: 'GET',
    path: 'openingHours/StandardOpeningHoursForId',
    summary: 'One standard day with its version, for the edit dialog (404 when it does not exist)',
    query: z.strictObject({ id: queryInt.min(1, r('must be a standard day id')) }),
    response: standardDay,
  }),
  updateStandardOpeningHours: endpoint({
    method: 'POST',
    path: 'openingHours/UpdateStandardOpeningHours',
    summary: "Sets one standard day's hours (both times, or neither for closed; opening before closing), at its version; recorded in the change history",
    body: z.strictObject({ id: z.int32().min(1, r('must be a standard day id')), ...hours, version }).superRefine(checkHours),
    response: standardDay,
  }),
  getHolidayOpeningHours: endpoint({
    method: 'GET',
    path: 'openingHours/GetHolidayOpeningHours',
    summary: "A tenant's public-holiday hours by date (404 when the tenant does not exist)",
    query: z.strictObject({ tenantId }),
    response: z.array(holiday),
  }),
  holidayOpeningHoursForId: endpoint({
    method: 'GET',
    path: 'openingHours/HolidayOpeningHoursForId',
    summary: 'One holiday with its version, for the edit dialog (404 when it does not exist)',
    query: z.strictObject({ id: queryInt.min(1, r('must be a holiday id')) }),
    response: holiday,
  }),
  insertHolidayOpeningHours: endpoint({
    method: 'POST',
    path: 'openingHours/InsertHolidayOpeningHours',
    summary: "Schedules a holiday for a tenant; a date the tenant has already scheduled answers 409 duplicate ('The selected date has already been scheduled.'), also when two admins add it at once",
    body: z.strictObject({ tenantId: z.int32().min(1, r('must be a tenant id')), ...holidayFields }).superRefine(checkHours),
    response: holiday,
  }),
  updateHolidayOpeningHours: endpoint({
    method: 'POST',
    path: 'openingHours/UpdateHolidayOpeningHours',
    summary: "Changes a holiday's date, name or hours at its version (409 stale otherwise; 409 duplicate for a date already scheduled)",
    body: z.strictObject({ id: z.int32().min(1, r('must be a holiday id')), ...holidayFields, version }).superRefine(checkHours),
    response: holiday,
  }),
  deleteHolidayOpeningHours: endpoint({
    method: 'POST',
    path: 'openingHours/DeleteHolidayOpeningHours',
    summary: 'Deletes a holiday at its version (409 stale when it changed since it was shown); recorded in the change history',
    body: z.strictObject({ id: z.int32().min(1, r('must be a holiday id')), version }),
    response: z.object({ id: z.number().int() }),
  }),
  getAuditLog: endpoint({
    method: 'POST',
    reads: true,
    path: 'openingHours/GetAuditLog',
    summary:
      'The opening-hours changes, newest first, as { count, items }: filtered by tenant, user, kind and date range (from/to: dates, inclusive, UTC); each with who, when, which record and its fields before and after',
    body: z.strictObject({
      tenantId: z.int32().min(1, r('must be a tenant id')).optional(),
      userId: z.int32().min(1, r('must be a user id')).optional(),
      kind: z.enum(OPENING_HOURS_CHANGE_KINDS).optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      pageSize: z.int32().min(1).max(1000).default(10),
      offset: z.int32().min(0).default(0),
    }),
    response: z.object({ count: z.number().int(), items: z.array(auditEntry) }),
  }),
  getAuditUsers: endpoint({
    method: 'GET',
    path: 'openingHours/GetAuditUsers',
    summary: 'The users who have changed opening hours, by name (the audit log’s user filter)',
    ours: true,
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
};
