/**
 * Tool makes (device/GetToolMakes, AddToolMake, DeleteToolMake): a name once, any case; a make that tools
 * use is not deleted (409 `in_use`, naming how many tools and the first of them), even when a tool takes it
 * between the check and the delete (the foreign key refuses that delete, and the refusal is the same).
 */
import { sql } from 'kysely';
import type { ToolMake } from '../../../contract/tools';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, createRecord, deleteRecord, type RecordKind } from '../../db/write';
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors';
import { m } from '../../http/text';

export const toolMakeText = (id: number | string) => m`Tool make ${id}`;
/** How many tools a refusal names (name and device); the count says how many there are in all. */
const NAMED = 3;

function makes(db: Db) {
  return db
    .selectFrom('tool_makes as k')
    .select(['k.id', 'k.name', sql<number>`(SELECT count(*)::int FROM device_tools t WHERE t.tool_make_id = k.id)`.as('toolCount')]);
}

export const listToolMakes = (db: Db): Promise<ToolMake[]> => makes(db).orderBy(sql`lower(k.name)`).orderBy('k.id').execute();

const duplicateName = (name: string) => m`A tool make named '${name}' already exists.`;

/** A tool make, as the change history keeps it: its own record (tools of any device use it), created and deleted, never edited. */
export const toolMakeKind: RecordKind = {
  area: 'devices',
  entity: 'toolMake',
  table: 'tool_makes',
  what: toolMakeText,
  duplicate: (values) => duplicateName(String(values.name)),
  // The refusal names the field, so the console shows it on the name.
  duplicateField: 'name',
  unversioned: true,
  snapshot: (trx, id) => trx.selectFrom('tool_makes').select('name').where('id', '=', id).executeTakeFirst(),
};

export async function addToolMake(db: Db, author: Author, name: string): Promise<ToolMake> {
  const { id } = await createRecord(db, toolMakeKind, author, { values: { name } });
  return makes(db).where('k.id', '=', id).executeTakeFirstOrThrow();
}

/** 409 `in_use`: the make, how many tools use it and the first few (name and device serial number). */
async function inUse(db: Db, make: ToolMake): Promise<HttpError> {
  const tools = await db
    .selectFrom('device_tools as t')
    .innerJoin('devices as d', 'd.id', 't.device_id')
    .select(['t.name', 'd.serial_number'])
    .where('t.tool_make_id', '=', make.id)
    .orderBy('d.serial_number')
    .orderBy('t.id')
    .limit(NAMED)
    .execute();
  const { n } = await db.selectFrom('device_tools').select(sql<number>`count(*)::int`.as('n')).where('tool_make_id', '=', make.id).executeTakeFirstOrThrow();
  const named = tools.map((t) => `${t.name} (${t.serial_number})`).join(', ');
  const text =
    n === 1
      ? m`Tool make '${make.name}' is used by 1 tool, ${named}: it cannot be deleted while a tool uses it.`
      : m`Tool make '${make.name}' is used by ${n} tools, such as ${named}: it cannot be deleted while a tool uses it.`;
  return new HttpError(409, text, undefined, undefined, 'in_use');
}

export async function deleteToolMake(db: Db, author: Author, id: number): Promise<{ id: number }> {
  const make = await makes(db).where('k.id', '=', id).executeTakeFirst();
  if (!make) throw notFound(toolMakeText(id));
  if (make.toolCount > 0) throw await inUse(db, make);
  try {
    await deleteRecord(db, toolMakeKind, author, id, ANY_VERSION);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw await inUse(db, make);
    throw err;
  }
  return { id };
}
