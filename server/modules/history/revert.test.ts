/** History/Revert (issue 33): an entry's fields put back through the record's own calls, refused as stale or as its save refuses, a creation undone, a deletion restored. */
import { describe, expect, it } from 'vitest';
import { businessContract as b } from '../../../contract/business';
import { type HistoryEntry, historyContract as c } from '../../../contract/history';
import { call, } from '../../test/harness';
import { createBusiness, } from '../businessDetails/testFixtures';
import { openingHoursContract as hours } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { tenantOf } from '../openingHours/testFixtures';
import { type ReportTemplate, reportsContract as reports, type ScanTool } from '../../../contract/reports';
import { DEVICE_FILE_TYPES, type DeviceFile, deviceFilesContract as deviceFiles } from '../../../contract/deviceFiles';
import { REFERENCE_KEYS } from '../../../contract/references';
import { ragContract as rag } from '../../../contract/rag';
import { toolsContract as tools } from '../../../contract/tools';

import { historyKit, type Page } from './testKit';


const { t, s, billingOf, businessWithChanges, historyOf, ok, revert } = historyKit();
describe('History/Revert', () => {

  it('puts the chosen fields back through the save call, as a new change by the caller', async () => {
    const biz = await businessWithChanges();
    const change = (await historyOf(biz)).items.find((e) => e.entity === 'billing' && e.action === 'update')!;
    const res = await revert(change.id, ['periodAmount'], s.other);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<{ entry: HistoryEntry }>().entry;
    expect(made).toMatchObject({ entity: 'billing', action: 'update', before: { periodAmount: 25.5 }, after: { periodAmount: 10, isDemo: true } });
    expect(made.userId).not.toBe(s.userId);
    expect(await billingOf(biz)).toMatchObject({ periodAmount: 10, isDemo: true, version: 3 });
    const { items } = await historyOf(biz);
    expect(items[0].id).toBe(made.id);
    // The entry reverted is still there, unchanged.
    expect(items.find((e) => e.id === change.id)).toEqual(change);
  });

  it('refuses as stale a revert of a field changed since the entry, and writes nothing', async () => {
    const biz = await businessWithChanges();
    const change = (await historyOf(biz)).items.find((e) => e.entity === 'billing' && e.action === 'update')!;
    const now = await billingOf(biz);
    await ok(b.upsertBilling, { body: { ...now, isCurrencyIdSavedInDatabase: undefined, periodAmount: 30 } });
    const before = await historyOf(biz);
    const res = await revert(change.id, ['periodAmount'], s.token, 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'stale' });
    expect(res.json().message).toMatch(/facturación del negocio/);
    expect((await historyOf(biz)).count).toBe(before.count);
    // A field the later change left alone can still be put back.
    expect((await revert(change.id, ['isDemo'])).statusCode).toBe(200);
    expect(await billingOf(biz)).toMatchObject({ periodAmount: 30, isDemo: false });
  });

  it("is refused where the record's own save would refuse it, naming the field, and writes nothing", async () => {
    const biz = await createBusiness(t.db);
    const promotion = { businessId: biz, startDate: '2025-01-01', endDate: '2025-12-31', startProductId: s.refs.product, promotionType: 1, numberOfScans: 10 };
    await ok(b.upsertPromotion, { body: promotion });
    await ok(b.upsertPromotion, { body: { ...promotion, endDate: '2026-12-31', version: 1 } });
    await ok(b.upsertPromotion, { body: { ...promotion, endDate: '2026-12-31', startDate: '2026-06-01', version: 2 } });
    const { items, count } = await historyOf(biz);
    const lengthened = items.find((e) => e.action === 'update' && e.after?.endDate === '2026-12-31' && e.before?.endDate === '2025-12-31')!;
    // Put back alone, the old end date would come before the new start date.
    const res = await revert(lengthened.id, ['endDate']);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/endDate|End date/);
    expect((await historyOf(biz)).count).toBe(count);
    expect(await ok(b.promotion, { query: { key: String(biz) } })).toMatchObject({ endDate: '2026-12-31', version: 3 });
  });

  it('refuses a creation, an unknown entry, an unknown field and junk, naming what is wrong', async () => {
    const biz = await businessWithChanges();
    // A business tab's first save has no delete call to undo it.
    const creation = (await historyOf(biz)).items.find((e) => e.action === 'create')!;
    expect(creation.revertible).toBe(false);
    const update = (await historyOf(biz)).items.find((e) => e.action === 'update')!;
    expect((await revert(creation.id, ['isDemo'])).json().message).toMatch(/cannot be put back/);
    expect((await revert(2_000_000_000, ['isDemo'])).statusCode).toBe(404);
    const unknown = await revert(update.id, ['nope']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/nope is not a field/);
    const junk = await call(t.app, c.revert, { token: s.token, body: { id: 'x', fields: [] } });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toMatch(/id/);
  });

  it('undoes a holiday added, by deleting it, and restores one deleted, by adding it again: each a new change', async () => {
    const tenantId = (await tenantOf(t.db, SOLUTIONS.ukEurope)).id;
    const added = await ok<{ id: number }>(hours.insertHolidayOpeningHours, { body: { tenantId, holidayDate: '2031-05-05', name: 'Bank holiday', openingTime: null, closingTime: null } });
    const holidayHistory = async (recordId: number) =>
      (await ok<Page>(c.activity, { body: { area: 'openingHours', entity: 'holiday', recordId } })).items;
    const [creation] = await holidayHistory(added.id);
    expect(creation).toMatchObject({ action: 'create', revertible: true });
    const undone = await revert(creation.id, ['name']);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().entry).toMatchObject({ action: 'delete', recordId: added.id, before: { name: 'Bank holiday' } });
    expect((await call(t.app, hours.holidayOpeningHoursForId, { token: s.token, query: { id: String(added.id) } })).statusCode).toBe(404);

    const deletion = (await holidayHistory(added.id))[0];
    expect(deletion).toMatchObject({ action: 'delete', revertible: true });
    const restored = await revert(deletion.id, ['name']);
    expect(restored.statusCode, restored.body).toBe(200);
    const made = restored.json().entry;
    expect(made).toMatchObject({ action: 'create', after: { name: 'Bank holiday', holidayDate: '2031-05-05' } });
    expect(await ok(hours.holidayOpeningHoursForId, { query: { id: String(made.recordId) } })).toMatchObject({ tenantId, name: 'Bank holiday' });
    // Restored once: a second restore meets the holiday already scheduled, refused by the insert's own rule.
    const again = await revert(deletion.id, ['name']);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('duplicate');
  });

  it('refuses to undo a holiday added that was changed since, as stale, and writes nothing', async () => {
    const tenantId = (await tenantOf(t.db, SOLUTIONS.ukEurope)).id;
    const added = await ok<{ id: number; version: number }>(hours.insertHolidayOpeningHours, { body: { tenantId, holidayDate: '2031-06-06', name: 'Summer day', openingTime: null, closingTime: null } });
    await ok(hours.updateHolidayOpeningHours, { body: { id: added.id, holidayDate: '2031-06-06', name: 'Summer closing', openingTime: null, closingTime: null, version: added.version } });
    const creation = (await ok<Page>(c.activity, { body: { area: 'openingHours', entity: 'holiday', recordId: added.id, action: 'create' } })).items[0];
    const res = await revert(creation.id, ['name']);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('stale');
    expect(await ok(hours.holidayOpeningHoursForId, { query: { id: String(added.id) } })).toMatchObject({ name: 'Summer closing' });
  });

  it("puts a catalogue row back through its own calls: a scan tool's rename, its creation (its remove, a GET) and its removal", async () => {
    const makeId = (await t.db.selectFrom('makes').select('id').where('make', '=', 'Kia').executeTakeFirstOrThrow()).id;
    const tool = await ok<ScanTool>(reports.saveScanTool, { body: { id: 0, name: 'Revert Scanner', makeId, appId: 5 } });
    await ok(reports.saveScanTool, { body: { ...tool, name: 'Revert Scanner Pro' } });
    const toolHistory = async () => (await ok<Page>(c.activity, { body: { area: 'reports', entity: 'scanTool', recordId: tool.id } })).items;
    const listed = async () => (await ok<ScanTool[]>(reports.getScanTools, { query: { showAll: 'true' } })).filter((row) => row.name.startsWith('Revert Scanner'));

    const [rename, creation] = await toolHistory();
    expect(rename).toMatchObject({ action: 'update', revertible: true, before: { name: 'Revert Scanner' }, after: { name: 'Revert Scanner Pro' } });
    const renamed = await revert(rename.id, ['name']);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await listed()).toMatchObject([{ id: tool.id, name: 'Revert Scanner', version: 3 }]);
    // Renamed and renamed back since it was made: its values are as it was made, so its creation can be undone.
    expect(creation).toMatchObject({ action: 'create', revertible: true });
    const undone = await revert(creation.id, ['name']);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().entry).toMatchObject({ action: 'delete', recordId: tool.id });
    expect(await listed()).toEqual([]);

    const removal = (await toolHistory())[0];
    expect(removal).toMatchObject({ action: 'delete', revertible: true });
    const restored = await revert(removal.id, ['name']);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await listed()).toMatchObject([{ name: 'Revert Scanner', makeId, appId: 5, isInactive: false, version: 1 }]);
    // Restored once: a second restore meets the same name in the same app, refused by the save's own rule.
    const again = await revert(removal.id, ['name']);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('duplicate');
  });

  it('undoes a tool make added, by its delete (a GET by id, no version), and restores it deleted, by adding it again', async () => {
    const made = await ok<{ id: number }>(tools.addToolMake, { body: { name: 'Revert Torque' } });
    const makeHistory = async (id: number) => (await ok<Page>(c.activity, { body: { area: 'devices', entity: 'toolMake', recordId: id } })).items;
    const listed = async () => (await ok<{ id: number; name: string }[]>(tools.getToolMakes, {})).filter((row) => row.name === 'Revert Torque');

    const [creation] = await makeHistory(made.id);
    expect(creation).toMatchObject({ action: 'create', revertible: true, after: { name: 'Revert Torque' } });
    const undone = await revert(creation.id, ['name']);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().entry).toMatchObject({ action: 'delete', recordId: made.id, userId: s.userId });
    expect(await listed()).toEqual([]);

    const [removal] = await makeHistory(made.id);
    expect(removal).toMatchObject({ action: 'delete', revertible: true });
    const restored = await revert(removal.id, ['name']);
    expect(restored.statusCode, restored.body).toBe(200);
    const [again] = await listed();
    expect(again.id).not.toBe(made.id);
    expect(restored.json().entry).toMatchObject({ action: 'create', recordId: again.id, after: { name: 'Revert Torque' } });
    // The make is there again: a second restore is refused by the add's own rule (its name taken), naming it.
    const twice = await revert(removal.id, ['name']);
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'duplicate']);
    expect(await listed()).toHaveLength(1);
  });

  it("puts a service element's name back but not its group, kept by name where its save takes an id", async () => {
    const [first, second] = await ok<{ id: number }[]>(rag.getServiceElementGroups, {});
    const element = await ok<{ id: number }>(rag.upsertServiceElement, { body: { id: 0, name: 'Revert camera', serviceElementGroupId: first.id } });
    await ok(rag.upsertServiceElement, { body: { id: element.id, name: 'Revert camera moved', serviceElementGroupId: second.id, version: 1 } });
    const [move] = (await ok<Page>(c.activity, { body: { area: 'ragRatings', entity: 'serviceElement', recordId: element.id } })).items;
    expect(move).toMatchObject({ action: 'update', revertible: true, before: { name: 'Revert camera' }, after: { name: 'Revert camera moved' } });
    // Said in the entry, so the console does not offer it.
    expect(move.kept).toEqual(['serviceElementGroupName']);
    const count = (await ok<Page>(c.activity, { body: { recordId: element.id } })).count;
    const refused = await revert(move.id, ['name', 'serviceElementGroupName']);
    expect(refused.statusCode).toBe(400);
    expect((await ok<Page>(c.activity, { body: { recordId: element.id } })).count).toBe(count);
    const res = await revert(move.id, ['name']);
    expect(res.statusCode, res.body).toBe(200);
    const now = (await ok<{ id: number; name: string; serviceElementGroupId: number }[]>(rag.getServiceElementList, { query: { showAll: 'true' } })).find((row) => row.id === element.id);
    expect(now).toMatchObject({ name: 'Revert camera', serviceElementGroupId: second.id });
  });

  it("puts a report template's order back, and refuses the same revert once the order moved on", async () => {
    const [template] = await ok<ReportTemplate[]>(reports.getReportTemplates, { query: { showAll: 'true' } });
    await ok(reports.saveReportTemplate, { body: { ...template, order: template.order + 7 } });
    const [change] = (await ok<Page>(c.activity, { body: { area: 'reports', entity: 'reportTemplate', recordId: template.id } })).items;
    expect(change).toMatchObject({ action: 'update', revertible: true, before: { order: template.order }, after: { order: template.order + 7 } });
    const current = async () => (await ok<ReportTemplate[]>(reports.getReportTemplates, { query: { showAll: 'true' } })).find((row) => row.id === template.id);
    const applied = await revert(change.id, ['order']);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await current()).toMatchObject({ order: template.order, version: template.version + 2 });
    await ok(reports.saveReportTemplate, { body: { ...(await current()), order: template.order + 8 } });
    const stale = await revert(change.id, ['order']);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('stale');
    expect(await current()).toMatchObject({ order: template.order + 8 });
  });

  it("puts a device file's target models and notes back, as staff choose them, at the version read now", async () => {
    const models = (await t.db.selectFrom('device_models').select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    const track = (await t.db.selectFrom('lookups').select('id').where('key', '=', REFERENCE_KEYS.releaseTrack).executeTakeFirstOrThrow()).id;
    const file = await ok<DeviceFile>(deviceFiles.updateDeviceFile, {
      body: { id: 0, name: 'revert-firmware.bin', fileTypeId: DEVICE_FILE_TYPES.firmware, fileVersion: '2.0.0', targetModelIds: models.slice(0, 2), releaseTrackId: track, releaseNotes: 'First notes.' },
    });
    const { dateCreated, dateUpdated, ...body } = file;
    await ok(deviceFiles.updateDeviceFile, { body: { ...body, targetModelIds: [models[2]], releaseNotes: 'Second notes.' } });
    const [change] = (await ok<Page>(c.activity, { body: { area: 'devices', entity: 'deviceFile', recordId: file.id } })).items;
    expect(change).toMatchObject({ action: 'update', revertible: true, before: { targetModelIds: models.slice(0, 2) }, after: { targetModelIds: [models[2]] } });
    const res = await revert(change.id, ['targetModelIds']);
    expect(res.statusCode, res.body).toBe(200);
    expect(await ok(deviceFiles.getDeviceFileById, { query: { id: String(file.id) } })).toMatchObject({ targetModelIds: models.slice(0, 2), releaseNotes: 'Second notes.', version: 3 });
  });

});
