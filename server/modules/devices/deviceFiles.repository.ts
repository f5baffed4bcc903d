/**
 * Device files (device/GetAllDeviceFiles, GetDeviceFileById, UpdateDeviceFile): a file with the device
 * models it targets, read in one query (the models as an array); saved with them in one transaction, id 0
 * adding a file, any other id updating it at its version (stale refused, nothing written).
 */
import { sql } from 'kysely';
import type { DeviceFile, DeviceFileInput } from '../../../contract/deviceFiles';
import { REFERENCE_KEYS } from '../../../contract/references';
import type { Db } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { badRequest, notFound } from '../../http/errors';
import { m } from '../../http/text';
import { requireLookups } from '../../shared/referencedRecords';
import { isoOf } from './devices.repository';

export const deviceFileText = (id: number | string) => m`Device file ${id}`;

function files(db: Db) {
  return db
    .selectFrom('device_files as f')
    .select([
      'f.id',
      'f.name',
      'f.file_type_id as fileTypeId',
      'f.file_version as fileVersion',
      sql<number[]>`array(SELECT x.device_model_id FROM device_file_models x WHERE x.device_file_id = f.id ORDER BY x.device_model_id)`.as('targetModelIds'),
      'f.release_track_id as releaseTrackId',
      'f.release_notes as releaseNotes',
      'f.is_active as isActive',
      'f.date_created',
      'f.date_updated',
      'f.version',
    ]);
}

type Row = Omit<DeviceFile, 'dateCreated' | 'dateUpdated'> & { date_created: Date | string; date_updated: Date | string };
const shaped = ({ date_created, date_updated, ...row }: Row): DeviceFile => ({ ...row, dateCreated: isoOf(date_created), dateUpdated: isoOf(date_updated) });

export async function allDeviceFiles(db: Db, deviceModelId?: number): Promise<DeviceFile[]> {
  let q = files(db);
  if (deviceModelId !== undefined) {
    q = q.where(({ exists, selectFrom }) =>
      exists(selectFrom('device_file_models as x').select('x.device_file_id').whereRef('x.device_file_id', '=', 'f.id').where('x.device_model_id', '=', deviceModelId)),
    );
  }
  const rows = await q.orderBy(sql`lower(f.name)`).orderBy('f.date_created', 'desc').orderBy('f.id', 'desc').execute();
  return rows.map(shaped);
}

export async function deviceFileById(db: Db, id: number): Promise<DeviceFile> {
  const row = await files(db).where('f.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(deviceFileText(id));
  return shaped(row);
}

/** The target models and the release track must exist (400 naming the field). */
async function requireReferences(db: Db, input: DeviceFileInput): Promise<void> {
  const found = await db.selectFrom('device_models').select('id').where('id', 'in', input.targetModelIds).execute();
  const missing = input.targetModelIds.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw badRequest('targetModelIds', m`${missing} is not a device model`);
  await requireLookups(db, [{ field: 'releaseTrackId', key: REFERENCE_KEYS.releaseTrack, ids: [input.releaseTrackId] }]);
}

/** A device file with the device models it targets (its children), as the change history keeps it. */
export const deviceFileKind: RecordKind = {
  area: 'devices',
  entity: 'deviceFile',
  table: 'device_files',
  what: deviceFileText,
  duplicate: (values) => m`Another device file is already named ${String(values.name)} at version ${String(values.file_version)}.`,
  snapshot: (trx, id) =>
    trx
      .selectFrom('device_files as f')
      .select([
        'f.name',
        'f.file_type_id as fileTypeId',
        'f.file_version as fileVersion',
        sql<number[]>`array(SELECT x.device_model_id FROM device_file_models x WHERE x.device_file_id = f.id ORDER BY x.device_model_id)`.as('targetModelIds'),
        'f.release_track_id as releaseTrackId',
        'f.release_notes as releaseNotes',
        'f.is_active as isActive',
      ])
      .where('f.id', '=', id)
      .executeTakeFirst(),
};

export async function saveDeviceFile(db: Db, author: Author, input: DeviceFileInput): Promise<DeviceFile> {
  await requireReferences(db, input);
  const values = {
    name: input.name,
    file_type_id: input.fileTypeId,
    file_version: input.fileVersion,
    release_track_id: input.releaseTrackId,
    release_notes: input.releaseNotes || null,
    is_active: input.isActive,
  };
  const { id } = await saveRecord(db, deviceFileKind, author, input.id, input.version, {
    values: input.id === 0 ? values : { ...values, date_updated: sql`now()` },
    apply: async (trx, id) => {
      await trx.deleteFrom('device_file_models').where('device_file_id', '=', id).execute();
      await trx
        .insertInto('device_file_models')
        .values(input.targetModelIds.map((device_model_id) => ({ device_file_id: id, device_model_id })))
        .execute();
    },
  });
  return deviceFileById(db, id);
}
