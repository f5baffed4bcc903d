import { sql } from 'kysely';
import type { DeviceModel, DeviceModelInput } from '../../../contract/references';
import type { Db } from '../../db/database';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
import { m } from '../../http/text';

const fieldColumns = ['manufacturer', 'brand', 'model', 'is_active as isActive'] as const;
const columns = ['id', ...fieldColumns, 'version'] as const;

/** A device model (app/SaveZeusLookup), as the change history keeps it. */
export const deviceModelKind: RecordKind = {
  area: 'references',
  entity: 'deviceModel',
  table: 'device_models',
  what: (id) => m`Device model ${id}`,
  duplicate: (values) => m`${values.manufacturer} already has a model "${values.model}".`,
  snapshot: (trx, id) => trx.selectFrom('device_models').select(fieldColumns).where('id', '=', id).executeTakeFirst(),
};

export function listDeviceModels(db: Db, showAll: boolean): Promise<DeviceModel[]> {
  let q = db.selectFrom('device_models').select(columns).orderBy(sql`lower(manufacturer)`).orderBy(sql`lower(brand)`).orderBy(sql`lower(model)`);
  if (!showAll) q = q.where('is_active', '=', true);
  return q.execute();
}

/** id 0 creates; any other id updates at its version (409 when stale); a manufacturer has each model once (409 duplicate). */
export async function saveDeviceModel(db: Db, author: Author, model: DeviceModelInput): Promise<DeviceModel> {
  const values = { manufacturer: model.manufacturer, brand: model.brand, model: model.model, is_active: model.isActive };
  const { id } = await saveRecord(db, deviceModelKind, author, model.id, model.version, { values });
  return db.selectFrom('device_models').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
}
