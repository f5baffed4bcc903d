/**
 * The demo tool makes, tools and device files (migration 0017), after the devices and the reference lists.
 * Tools: most devices carry one to three, derived from the device ids in one statement (fast and
 * deterministic at any size); a calibrated tool's due date falls between six months and two years after
 * its device arrived, so a list shows some overdue. Device files: each device model's firmware on its
 * release tracks, the makers' configuration files and the ADAS calibration data.
 */
import { sql } from 'kysely';
import { REFERENCE_KEYS } from '../../../../contract/references';
import type { Db } from '../../../db/database';
import { DEVICE_FILES, TOOL_MAKES, TOOLS } from './toolsDeviceFilesData';

async function seedTools(trx: Db): Promise<void> {
  await trx
    .insertInto('tool_makes')
    .values(TOOL_MAKES.map((name) => ({ name })))
    .execute();
  const column = <T>(i: number) => sql.val(TOOLS.map((t) => t[i] as T));
  // Device ids ending in 0 or 5 carry none; the others 1 to 3 tools, each of the catalogue picked by id.
  await sql`INSERT INTO device_tools (device_id, tool_make_id, name, part_number, serial_number, calibration_due_date, is_active, date_created)
    SELECT d.id, k.id, c.name, c.part, upper(substr(md5(d.serial_number || n), 1, 10)),
      CASE WHEN c.calibrated THEN (d.date_created + (180 + (d.id * 37 + n * 101) % 540) * interval '1 day')::date END,
      (d.id + n) % 17 <> 0, d.date_created + n * interval '2 days'
    FROM devices d CROSS JOIN generate_series(0, 2) n
    JOIN unnest(${column(0)}::text[], ${column(1)}::text[], ${column(2)}::text[], ${column(3)}::bool[]) WITH ORDINALITY AS c(name, make, part, calibrated, i)
      ON c.i = 1 + (d.id * 7 + n * 5) % ${TOOLS.length}
    JOIN tool_makes k ON k.name = c.make
    WHERE d.id % 5 <> 0 AND n < 1 + d.id % 3`.execute(trx);
}

async function seedDeviceFiles(trx: Db): Promise<void> {
  const models = new Map((await trx.selectFrom('device_models').select(['id', 'model']).execute()).map((m) => [m.model, m.id]));
  const tracks = new Map((await trx.selectFrom('lookups').select(['id', 'text']).where('key', '=', REFERENCE_KEYS.releaseTrack).execute()).map((l) => [l.text, l.id]));
  for (const [i, f] of DEVICE_FILES.entries()) {
    const track = tracks.get(f.track);
    const targets = f.models.flatMap((m) => models.get(m) ?? []);
    if (track === undefined || targets.length === 0) continue;
    // Older files first: the list's newest versions were added last.
    const added = new Date(Date.UTC(2025, 0, 6 + i * 9));
    const { id } = await trx
      .insertInto('device_files')
      .values({ name: f.name, file_type_id: f.fileTypeId, file_version: f.fileVersion, release_track_id: track, release_notes: f.notes ?? null, is_active: f.isActive ?? true, date_created: added, date_updated: added })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('device_file_models')
      .values(targets.map((device_model_id) => ({ device_file_id: id, device_model_id })))
      .execute();
  }
}

export async function seedToolsAndDeviceFiles(trx: Db): Promise<void> {
  await seedTools(trx);
  await seedDeviceFiles(trx);
}
