/**
 * Device tools (device/GetAllTools, GetToolsForListing): a device's or a make's tools, whole or page by
 * page, the first row of a page carrying the exact total (spec §3). An unknown device or make answers 404.
 */
import { type RawBuilder, sql } from 'kysely';
import type { Tool, TOOL_SORTABLE } from '../../../contract/tools';
import type { Db } from '../../db/database';
import { containsAny, sortDirection } from '../../db/listing';
import { notFound } from '../../http/errors';
import { deviceText } from './device.repository';
import { isoOf } from './devices.repository';
import { toolMakeText } from './toolMakes.repository';

type SortColumn = (typeof TOOL_SORTABLE)[number];

export interface ToolFilter {
  deviceId?: number;
  toolMakeId?: number;
}
export interface ToolQuery extends ToolFilter {
  search?: string;
  orderBy?: SortColumn;
  sortBy?: string;
  pageSize: number;
  offset: number;
}

const SORT_KEYS: Record<SortColumn, RawBuilder<unknown>> = {
  name: sql`lower(t.name)`,
  toolMakeName: sql`lower(k.name)`,
  partNumber: sql`lower(t.part_number)`,
  serialNumber: sql`lower(t.serial_number)`,
  calibrationDueDate: sql`t.calibration_due_date`,
  isActive: sql`t.is_active`,
  dateCreated: sql`t.date_created`,
  id: sql`t.id`,
};

const SEARCHED = ['t.name', 't.part_number', 't.serial_number', 'k.name'] as const;

async function requireFilter(db: Db, f: ToolFilter): Promise<void> {
  if (f.deviceId !== undefined && !(await db.selectFrom('devices').select('id').where('id', '=', f.deviceId).executeTakeFirst())) throw notFound(deviceText(f.deviceId));
  if (f.toolMakeId !== undefined && !(await db.selectFrom('tool_makes').select('id').where('id', '=', f.toolMakeId).executeTakeFirst())) throw notFound(toolMakeText(f.toolMakeId));
}

/** The tools matching the filter and search, `t` the tool, `k` its make, `d` its device. */
function matching(db: Db, f: ToolFilter & { search?: string }) {
  let q = db.selectFrom('device_tools as t').innerJoin('tool_makes as k', 'k.id', 't.tool_make_id').innerJoin('devices as d', 'd.id', 't.device_id');
  if (f.deviceId !== undefined) q = q.where('t.device_id', '=', f.deviceId);
  if (f.toolMakeId !== undefined) q = q.where('t.tool_make_id', '=', f.toolMakeId);
  if (f.search) q = q.where(containsAny(SEARCHED, f.search));
  return q.select([
    't.id',
    't.device_id as deviceId',
    'd.serial_number as deviceSerialNumber',
    't.tool_make_id as toolMakeId',
    'k.name as toolMakeName',
    't.name',
    't.part_number as partNumber',
    't.serial_number as serialNumber',
    sql<string | null>`to_char(t.calibration_due_date, 'YYYY-MM-DD')`.as('calibrationDueDate'),
    't.is_active as isActive',
    't.date_created',
    't.version',
  ]);
}

const shaped = ({ date_created, ...row }: Omit<Tool, 'dateCreated' | 'TotalItems'> & { date_created: Date | string }): Tool => ({ ...row, dateCreated: isoOf(date_created) });

export async function allTools(db: Db, f: ToolFilter): Promise<Tool[]> {
  await requireFilter(db, f);
  const rows = await matching(db, f).orderBy(sql`lower(t.name)`).orderBy('t.id').execute();
  return rows.map(shaped);
}

export async function listTools(db: Db, q: ToolQuery): Promise<Tool[]> {
  await requireFilter(db, q);
  const { total } = await matching(db, q)
    .clearSelect()
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  if (q.offset >= total) return [];
  const dir = sortDirection(q.sortBy);
  const rows = await matching(db, q)
    .orderBy(sql`${SORT_KEYS[q.orderBy ?? 'name']} ${sql.raw(dir)} NULLS LAST`)
    .orderBy('t.id', dir)
    .limit(q.pageSize)
    .offset(q.offset)
    .execute();
  return rows.map((row, i) => ({ ...shaped(row), ...(i === 0 ? { TotalItems: total } : {}) }));
}
