import { sql } from 'kysely';
import type { DeviceModel, DeviceModelInput } from '../../../contract/references';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';

const columns = ['id', 'manufacturer', 'brand', 'model', 'is_active as isActive', 'version'] as const;

export function listDeviceModels(db: Db, showAll: boolean): Promise<DeviceModel[]> {
  let q = db.selectFrom('device_models').select(columns).orderBy(sql`lower(manufacturer)`).orderBy(sql`lower(brand)`).orderBy(sql`lower(model)`);
  if (!showAll) q = q.where('is_active', '=', true);
  return q.execute();
}

/** id 0 creates; any other id updates at its version (409 when stale); a manufacturer has each model once (409 duplicate). */
export function saveDeviceModel(db: Db, m: DeviceModelInput): Promise<DeviceModel> {
  const values = { manufacturer: m.manufacturer, brand: m.brand, model: m.model, is_active: m.isActive };
  return saveVersioned({
    what: `Device model ${m.id}`,
    id: m.id,
    version: m.version,
    duplicate: `${m.manufacturer} already has a model "${m.model}".`,
    insert: () => db.insertInto('device_models').values(values).returning(columns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('device_models')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', m.id)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('device_models').select('id').where('id', '=', m.id).executeTakeFirst()),
  });
}
