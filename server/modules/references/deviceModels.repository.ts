import { sql } from 'kysely';
import type { DeviceModel, DeviceModelInput } from '../../../contract/references';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { m } from '../../http/text';

const columns = ['id', 'manufacturer', 'brand', 'model', 'is_active as isActive', 'version'] as const;

export function listDeviceModels(db: Db, showAll: boolean): Promise<DeviceModel[]> {
  let q = db.selectFrom('device_models').select(columns).orderBy(sql`lower(manufacturer)`).orderBy(sql`lower(brand)`).orderBy(sql`lower(model)`);
  if (!showAll) q = q.where('is_active', '=', true);
  return q.execute();
}

/** id 0 creates; any other id updates at its version (409 when stale); a manufacturer has each model once (409 duplicate). */
export function saveDeviceModel(db: Db, model: DeviceModelInput): Promise<DeviceModel> {
  const values = { manufacturer: model.manufacturer, brand: model.brand, model: model.model, is_active: model.isActive };
  return saveVersioned({
    what: m`Device model ${model.id}`,
    id: model.id,
    version: model.version,
    duplicate: m`${model.manufacturer} already has a model "${model.model}".`,
    insert: () => db.insertInto('device_models').values(values).returning(columns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('device_models')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', model.id)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('device_models').select('id').where('id', '=', model.id).executeTakeFirst()),
  });
}
