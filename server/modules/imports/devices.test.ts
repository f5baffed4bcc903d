/**
 * Devices import by serial number (issue 34: "a batch of device serial numbers"), on both databases: a new one made
 * by device/CreateDevice (its save, device/UpdateDevice, only updates), one there updated at the version the check
 * read, a serial number finding its device (trimmed, in any case), a model by its full name, and the create's own refusals.
 */
import { describe, expect, it } from 'vitest';
import { DEVICE_STATUSES } from '../../../contract/device';
import { importsContract as c, type ImportField, type ImportStatus } from '../../../contract/imports';
import { buildApp, defaultAppConfig } from '../../app';
import { call } from '../../test/harness';
import { importKit } from './testKit';

const { t, s, checked, rowsOf, applied, uploadBody } = importKit();

describe('a devices import', () => {
  it('creates new devices by their create call and updates those its serial numbers find, each recorded as imported', async () => {
    const model = await t.db.selectFrom('device_models').select(['id', 'manufacturer', 'model']).orderBy('id').executeTakeFirstOrThrow();
    const existing = await t.db.selectFrom('devices').select(['id', 'serial_number', 'name', 'version']).orderBy('id').executeTakeFirstOrThrow();
    const fields: ImportField[] = [
      { source: 'serialNumber', kind: 'text' },
      { source: 'name', kind: 'text' },
      { source: 'deviceModelId', kind: 'choice', choices: [{ id: model.id, names: [`${model.manufacturer} ${model.model}`] }] },
      { source: 'statusId', kind: 'choice', choices: [{ id: DEVICE_STATUSES.inStock, names: ['In stock', 'En existencia'] }] },
    ];
    const modelName = `${model.manufacturer} ${model.model}`;
    const csv = [
      'serialNumber,name,deviceModelId,statusId',
      `IMP-DEV-001,Imported scanner one,${modelName},In stock`,
      ` ${existing.serial_number} ,Renamed by import,,`,
      `IMP DEV 003,Bad serial,${modelName},In stock`,
      'IMP-DEV-004,No model,,In stock',
    ].join('\r\n');
    const status = await checked('devices', 'devices.csv', csv, { fields });
    const rows = await rowsOf(status.id);
    expect(rows.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'insert'],
      [3, 'update'],
      [4, 'refused'],
      [5, 'refused'],
    ]);
    expect(rows[1].changes).toEqual([{ field: 'name', before: existing.name, after: 'Renamed by import' }]);
    expect(rows[2].message).toMatch(/^serialNumber: must hold only letters, digits and dashes/);
    expect(rows[3].message).toMatch(/^deviceModelId: /);
    expect(await t.db.selectFrom('devices').select('id').where('serial_number', '=', 'IMP-DEV-001').execute()).toEqual([]);

    expect(await applied(status.id, 'rows')).toMatchObject({ state: 'applied', counts: { inserted: 1, updated: 1, refused: 2 } });
    const made = await t.db.selectFrom('devices').select(['id', 'name', 'device_model_id', 'status_id', 'business_id']).where('serial_number', '=', 'IMP-DEV-001').executeTakeFirstOrThrow();
    expect(made).toMatchObject({ name: 'Imported scanner one', device_model_id: model.id, status_id: DEVICE_STATUSES.inStock, business_id: null });
    const renamed = await t.db.selectFrom('devices').select(['name', 'version']).where('id', '=', existing.id).executeTakeFirstOrThrow();
    expect(renamed).toEqual({ name: 'Renamed by import', version: existing.version + 1 });
    const entries = await t.db
      .selectFrom('change_history')
      .select(['record_id', 'action', 'source', 'user_id'])
      .where('entity', '=', 'device')
      .where('record_id', 'in', [made.id, existing.id])
      .orderBy('action')
      .execute();
    expect(entries).toEqual([
      { record_id: made.id, action: 'create', source: 'import:devices.csv', user_id: s.userId },
      { record_id: existing.id, action: 'update', source: 'import:devices.csv', user_id: s.userId },
    ]);
    const again = await checked('devices', 'devices.csv', csv, { fields });
    expect(again.counts).toMatchObject({ insert: 0, update: 0, unchanged: 2, refused: 2 });
  });

  it('reads the records it checks on the user’s behalf: the user’s rate limit counts the import’s calls, not its rows', async () => {
    // Another API process on the database with a small limit per user; the admin makes no other call in this file.
    const app = await buildApp(t.db, { ...defaultAppConfig, RATE_LIMIT_PER_USER: 15 });
    await app.ready();
    try {
      const as = { token: s.other };
      const devices = await t.db.selectFrom('devices').select('serial_number').orderBy('id').limit(30).execute();
      const csv = ['serialNumber', ...devices.map((d) => d.serial_number)].join('\r\n');
      const fields: ImportField[] = [{ source: 'serialNumber', kind: 'text' }];
      const upload = await call(app, c.upload, { ...as, body: uploadBody('devices', 'serials.csv', csv, fields) });
      const { id } = upload.json<{ id: string }>();
      const started = await call(app, c.check, { ...as, body: { id, sheet: 'serials', mode: 'update', columns: [{ column: 0, field: 'serialNumber' }], fields } });
      expect(started.statusCode, started.body).toBe(200);
      let status = started.json<ImportStatus>();
      while (status.state === 'checking') {
        await new Promise((resolve) => setTimeout(resolve, 400));
        status = (await call(app, c.status, { ...as, query: { id } })).json<ImportStatus>();
      }
      expect(status).toMatchObject({ state: 'checked', counts: { unchanged: 30, refused: 0 } });
    } finally {
      await app.close();
    }
  });
});
