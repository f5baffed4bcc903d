/** History/Revert (issue 33) of each kind declared in revertible.ts: its update put back once, and what its save leaves to other calls. */
import { describe, expect, it } from 'vitest';
import { businessContract as b } from '../../../contract/business';
import { type HistoryEntry, historyContract as c } from '../../../contract/history';
import { call, } from '../../test/harness';
import { createBusiness, } from '../businessDetails/testFixtures';
import { openingHoursContract as hours } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { tenantOf } from '../openingHours/testFixtures';
import { lookupContract as lookups } from '../../../contract/lookup';
import { messagesContract as messages } from '../../../contract/messages';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { serviceCatalogueContract as catalogue } from '../../../contract/serviceCatalogue';
import { referencesContract as references } from '../../../contract/references';
import { PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import { dashboardContract as dashboard } from '../../../contract/dashboard';
import { DEVICE_STATUSES, deviceContract as devices } from '../../../contract/device';
import { maintenanceContract as maintenance, type MaintenanceWorkOrder } from '../../../contract/maintenance';
import { serviceRequestContract as requests } from '../../../contract/serviceRequest';
import { ragContract as rag } from '../../../contract/rag';
import { translationsContract as translations } from '../../../contract/translations';
import { type ScanProConfiguration, scanproContract as scanpro } from '../../../contract/scanpro';

import { historyKit, type Page } from './testKit';


const { t, s, deviceBody, ok, revert, userRows, workOrderBody, workOrderOf } = historyKit();
describe('History/Revert of each kind', () => {
  it('puts back a change of each catalogue kept as lookup items, through its own list and upsert calls', async () => {
    type Row = Record<string, unknown> & { id: number; version: number };
    const changeOf = async (area: string, entity: string, recordId: number) =>
      (await ok<Page>(c.activity, { body: { area, entity, recordId } })).items[0];
    const cases = [
      {
        area: 'lookup',
        entity: 'lookupItem',
        list: async () => ok<Row[]>(lookups.byKey, { body: { key: LOOKUP_KEYS.referralSource, showAll: true } }),
        // A new item, with no Spanish: the revert takes away the one the change gave it.
        setup: () => ok<Row>(lookups.upsert, { body: { id: 0, key: LOOKUP_KEYS.referralSource, text: 'Revert source', isActive: true } }),
        save: lookups.upsert,
        change: (row: Row) => ({ ...row, text: `${row.text} (renamed)`, translations: { es: 'Solo en español' } }),
        fields: ['text', 'translations'],
      },
      {
        area: 'serviceCatalogue',
        entity: 'scanType',
        list: async () => ok<Row[]>(catalogue.getScanTypes, { query: { showAll: 'true' } }),
        save: catalogue.upsertScanType,
        change: ({ serviceElementGroupName: _name, isInActive: _state, ...row }: Row) => ({ ...row, isActive: false }),
        fields: ['isActive'],
      },
      {
        area: 'serviceCatalogue',
        entity: 'activationCard',
        list: async () => ok<Row[]>(catalogue.getActivationCards, { query: { showAll: 'true' } }),
        save: catalogue.upsertActivationCard,
        change: ({ assignedDeviceSerialNumber: _serial, ...row }: Row) => ({ ...row, activationAccountReference: 'REF-REVERTED' }),
        fields: ['activationAccountReference'],
      },
      {
        area: 'serviceCatalogue',
        entity: 'product',
        list: async () => ok<Row[]>(catalogue.products, { query: { showAll: 'true' } }),
        save: catalogue.upsertProduct,
        change: ({ hasDisclaimer: _has, isAdd: _add, ...row }: Row) => ({ ...row, disclaimer: 'A disclaimer to put back.' }),
        fields: ['disclaimer'],
      },
      {
        area: 'serviceCatalogue',
        entity: 'productAdd',
        list: async () => ok<Row[]>(catalogue.productAdds, { query: { showAll: 'true' } }),
        save: catalogue.upsertProductAdd,
        change: ({ isAdd: _add, ...row }: Row) => ({ ...row, name: `${row.name} renamed` }),
        fields: ['name'],
      },
    ];
    for (const kind of cases) {
      const row = 'setup' in kind && kind.setup ? await kind.setup() : (await kind.list())[0];
      await ok(kind.save, { body: kind.change(row) });
      const change = await changeOf(kind.area, kind.entity, row.id);
      expect(change, kind.entity).toMatchObject({ action: 'update', revertible: true });
      const res = await revert(change.id, kind.fields);
      expect(res.statusCode, `${kind.entity}: ${res.body}`).toBe(200);
      const back = (await kind.list()).find((r) => r.id === row.id);
      // Every field as it was, at a version two saves on.
      expect(back, kind.entity).toEqual({ ...row, version: row.version + 2 });
      expect(await changeOf(kind.area, kind.entity, row.id), kind.entity).toMatchObject({ id: res.json().entry.id, before: change.after, after: change.before });
    }
  });

  it("puts back a translation changed, added and removed, through its language's list and save, and refuses one changed since", async () => {
    type Row = Record<string, unknown> & { translation: string | null };
    const kinds = [
      { entity: 'reportSectionTranslation', get: translations.getReportTranslations, save: translations.saveReportTranslations, language: 'code', id: 'id' },
      { entity: 'serviceElementTranslation', get: translations.getServiceElementTranslations, save: translations.saveServiceElementTranslations, language: 'cultureCode', id: 'serviceElementId' },
      { entity: 'appLabelTranslation', get: translations.getAppLabelTranslations, save: translations.appLabelTranslations, language: 'code', id: 'id' },
    ];
    for (const kind of kinds) {
      const rows = async () => ok<Row[]>(kind.get, { query: { [kind.language]: 'es' } });
      // An item with no Spanish yet: the revert of each change is a change of its own, newest in the item's history.
      const item = (await rows()).find((row) => row.translation === null)!;
      const itemId = item[kind.id] as number;
      const translationOf = async () => (await rows()).find((row) => row[kind.id] === itemId)!.translation;
      const save = (translation: string, previous: string | null) => ok(kind.save, { body: { [kind.language]: 'es', items: [{ [kind.id]: itemId, translation, previous }] } });
      const newest = async () => (await ok<Page>(c.record, { query: { area: 'translations', entity: kind.entity, recordId: String(itemId) } })).items[0];
      await save('Primera', null);
      const added = await newest();
      await save('Segunda', 'Primera');
      const changed = await newest();
      expect([added, changed], kind.entity).toMatchObject([{ action: 'create', revertible: true }, { action: 'update', revertible: true }]);
      // The addition undone while the text is another one's: stale, nothing written.
      const stale = await revert(added.id, ['languageCode', 'translation', 'source'], s.token, 'es');
      expect(stale.statusCode, kind.entity).toBe(409);
      expect(stale.json().message).toMatch(/^Otra persona cambió la traducción de /);
      expect(await translationOf()).toBe('Segunda');
      const back = await revert(changed.id, ['translation']);
      expect(back.statusCode, `${kind.entity}: ${back.body}`).toBe(200);
      expect(await translationOf()).toBe('Primera');
      expect(await newest()).toMatchObject({ id: back.json().entry.id, action: 'update', before: { translation: 'Segunda' }, after: { translation: 'Primera' } });
      // Now the addition is the text there: undone, the item has no Spanish; that removal undone, it has it again.
      expect((await revert(added.id, ['languageCode', 'translation', 'source'])).statusCode).toBe(200);
      expect(await translationOf()).toBeNull();
      const removal = await newest();
      expect(removal).toMatchObject({ action: 'delete', revertible: true, before: { translation: 'Primera' }, after: null });
      expect((await revert(removal.id, ['languageCode', 'translation'])).statusCode).toBe(200);
      expect(await translationOf()).toBe('Primera');
    }
  });

  it("puts back a business's scan-pro criteria and checklist, and refuses them changed since", async () => {
    const biz = await createBusiness(t.db);
    const read = () => ok<ScanProConfiguration>(scanpro.scanProConfiguration, { query: { id: String(biz) } });
    const save = (cfg: ScanProConfiguration, change: Partial<Pick<ScanProConfiguration, 'checklist'>> & { detail?: string }) =>
      ok<ScanProConfiguration>(scanpro.saveScanProConfiguration, {
        body: {
          businessId: biz,
          version: cfg.version,
          criteria: cfg.criteria.map(({ serviceElements, ...row }, i) => ({
            ...row,
            criteriaDetail: i === 0 && change.detail ? change.detail : row.criteriaDetail,
            serviceElements: serviceElements.map(({ name: _, ...e }) => e),
          })),
          checklist: change.checklist ?? cfg.checklist,
        },
      });
    const shape = (cfg: ScanProConfiguration) => ({
      criteria: cfg.criteria.map((r) => [r.scanProCriteria, r.criteriaDetail, r.serviceElements.map((e) => `${e.serviceElementId}:${e.kind}`)]),
      checklist: cfg.checklist.map((i) => [i.text, i.required]),
    });
    // Its first save makes it (inherited until then); the second changes a criterion's year and drops a checklist item.
    const first = await save(await read(), {});
    expect(first).toMatchObject({ inherited: false, version: 1 });
    const second = await save(first, { detail: '2019', checklist: first.checklist.slice(1) });
    const history = async () => (await ok<Page>(c.record, { query: { area: 'business', entity: 'business', recordId: String(biz) } })).items.filter((e) => e.entity === 'configuration');
    const [change, creation] = await history();
    expect([change, creation]).toMatchObject([{ action: 'update', revertible: true }, { action: 'create', revertible: false }]);
    // Changed again since: stale, nothing written.
    await save(second, { checklist: [...second.checklist, { id: 0, text: 'Photos of the dash', required: false }] });
    const stale = await revert(change.id, ['criteria', 'checklist']);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/scan-pro configuration of business/);
    const [latest] = await history();
    expect((await revert(latest.id, ['checklist'])).statusCode).toBe(200);
    // Now the criteria and the checklist as the change left them: both put back as they were before it.
    const back = await revert(change.id, ['criteria', 'checklist']);
    expect(back.statusCode, back.body).toBe(200);
    const now = await read();
    expect(shape(now)).toEqual(shape(first));
    expect(now.version).toBe(first.version + 4);
  });

  it("puts back a make's rename through the batch save, and passes on the save's refusal of the row", async () => {
    type Make = { id: number; make: string; isInactive: boolean; version: number };
    const saved = async (rows: Partial<Make>[]) => (await ok<{ results: { id: number; success: boolean }[] }>(lookups.saveMakes, { body: rows })).results;
    const [{ id }] = await saved([{ id: 0, make: 'Revertmobile', isInactive: false }]);
    await saved([{ id, make: 'Revertmobile II', isInactive: false, version: 1 }]);
    const makes = async () => (await ok<Make[]>(lookups.getMakes, { query: { showAll: 'true' } })).filter((row) => row.make.startsWith('Revertmobile'));
    const [rename] = (await ok<Page>(c.activity, { body: { area: 'lookup', entity: 'make', recordId: id } })).items;
    expect(rename).toMatchObject({ action: 'update', revertible: true, before: { make: 'Revertmobile' }, after: { make: 'Revertmobile II' } });
    // Another make took the old name since: the batch save refuses the row, and the revert says why.
    const [{ id: other }] = await saved([{ id: 0, make: 'Revertmobile', isInactive: false }]);
    const refused = await revert(rename.id, ['make']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Revertmobile/);
    expect(await makes()).toMatchObject([{ id: other, make: 'Revertmobile' }, { id, make: 'Revertmobile II', version: 2 }]);
    await saved([{ id: other, make: 'Revertmobile (other)', isInactive: false, version: 1 }]);
    const res = await revert(rename.id, ['make']);
    expect(res.statusCode, res.body).toBe(200);
    expect((await makes()).find((row) => row.id === id)).toEqual({ id, make: 'Revertmobile', isInactive: false, version: 3 });
  });

  it('undoes a calibration recommendation added, restores it deleted, and puts its text back', async () => {
    const makeId = (await t.db.selectFrom('makes').select('id').where('make', '=', 'Kia').executeTakeFirstOrThrow()).id;
    const row = { nickname: 'Revert radar', vehicleMake: makeId, recommendation: 'Calibrate the radar.', isInactive: false };
    const [{ id }] = (await ok<{ results: { id: number }[] }>(messages.saveCalibrationRecommendations, { body: [{ id: 0, ...row }] })).results;
    const history = async (recordId: number) => (await ok<Page>(c.activity, { body: { area: 'messages', entity: 'calibrationRecommendation', recordId } })).items;
    const listed = async () => (await ok<{ id: number; nickname: string }[]>(messages.getCalibrationRecommendations, { query: {} })).filter((r) => r.nickname === 'Revert radar');
    const [creation] = await history(id);
    expect(creation).toMatchObject({ action: 'create', revertible: true });
    expect((await revert(creation.id, ['nickname'])).statusCode).toBe(200);
    expect(await listed()).toEqual([]);
    const [removal] = await history(id);
    expect(removal).toMatchObject({ action: 'delete', revertible: true });
    const restored = await revert(removal.id, ['nickname']);
    expect(restored.statusCode, restored.body).toBe(200);
    const [back] = await listed();
    expect(back).toMatchObject({ ...row, version: 1 });
    await ok(messages.saveCalibrationRecommendations, { body: [{ ...back, vehicleMakeName: undefined, recommendation: 'Aim the radar.' }] });
    const [edit] = await history(back.id);
    expect((await revert(edit.id, ['recommendation'])).statusCode).toBe(200);
    expect(await ok(messages.getCalibrationRecommendation, { query: { id: String(back.id) } })).toMatchObject({ recommendation: 'Calibrate the radar.', version: 3 });
  });

  it('puts back an update of each kind saved by its own call, once: a second revert is stale and writes nothing', async () => {
    type Row = Record<string, unknown> & { id: number; version: number };
    const kiaId = (await t.db.selectFrom('makes').select('id').where('make', '=', 'Kia').executeTakeFirstOrThrow()).id;
    const biz = await createBusiness(t.db);
    const groupId = (await ok<Row[]>(rag.getServiceElementGroups, {}))[0].id;
    const rowOf = async (rows: Promise<Row[]>, id: number) => (await rows).find((row) => row.id === id)!;
    const firstResult = async (endpoint: Parameters<typeof call>[1], body: unknown[]) => (await ok<{ results: { id: number; success: boolean }[] }>(endpoint, { body })).results[0];
    const insurance = async (id: number) => rowOf(ok<Row[]>(references.insuranceCompanies, { query: { showAll: 'true' } }), id);
    const deviceModel = async (id: number) => rowOf(ok<Row[]>(references.deviceManufactureAndModels, { query: { showAll: 'true' } }), id);
    const productMake = async (id: number) => rowOf(ok<Row[]>(catalogue.productMakes, { query: { showAll: 'true' } }), id);
    const precanned = async (id: number) => rowOf(ok<Row[]>(lookups.byKey, { body: { key: PRECANNED_MESSAGES_KEY, showAll: true } }), id);
    const note = async (id: number) => rowOf(ok<Row[]>(b.notes, { query: { key: String(biz) } }), id);
    const discount = async (id: number) => rowOf(ok<Row[]>(b.discounts, { query: { key: String(biz), other: 'true' } }), id);
    const template = async (id: number) => rowOf(ok<Row[]>(dashboard.templates, { query: { id: String(id) } }), id);
    const discountRow = { businessId: biz, productId: s.refs.product, typeId: 2, volumeBreak: 5, isActive: true };
    const definition = { startDate: '2031-01-01', endDate: '2031-12-31', conditions: [] };
    const shipped = (await ok<Row>(devices.createDevice, { body: deviceBody('RV-SHIPPED') })).id;
    const shipment = (id: number, carrier: string, version?: number) => ({ id, deviceId: shipped, carrier, trackingNumber: 'TRK-1', shippedDate: '2031-02-01', version });
    const businessUser = async (id: number) => rowOf(ok<Row[]>(b.users, { query: { key: String(biz) } }), id);
    // Each kind: a record made, then `field` changed from values[0] to values[1] by the kind's own save; `now` reads it.
    type Case = {
      kind: string;
      field: string;
      values: [unknown, unknown];
      make: () => Promise<number>;
      change: (id: number) => Promise<unknown>;
      now: (id: number) => Promise<Record<string, unknown>>;
      /** The kind the revert's change is recorded as, when not the entry's. */
      recordedAs?: string;
    };
    const cases: Case[] = [
      {
        kind: 'references/insuranceCompany',
        field: 'isActive',
        values: [false, true],
        // Made, and put out of use as any lookup item: maintenance/SaveInsurance makes it active again (recorded as an
        // insurance company); the revert is saved by lookup/Upsert, recorded as the lookup item it is.
        make: async () => {
          const item = await ok<Row>(references.saveInsurance, { query: { name: 'Revert Mutual' } });
          await ok(lookups.upsert, { body: { ...item, isActive: false } });
          return item.id;
        },
        change: () => ok(references.saveInsurance, { query: { name: 'revert mutual' } }),
        now: insurance,
        recordedAs: 'lookup/lookupItem',
      },
      {
        kind: 'references/deviceModel',
        field: 'model',
        values: ['RV-100', 'RV-200'],
        make: async () => (await ok<Row>(references.saveZeusLookup, { body: { id: 0, manufacturer: 'Revert Devices', brand: 'RV', model: 'RV-100' } })).id,
        change: async (id: number) => ok(references.saveZeusLookup, { body: { ...(await deviceModel(id)), model: 'RV-200' } }),
        now: deviceModel,
      },
      {
        kind: 'serviceCatalogue/productMake',
        field: 'isActive',
        values: [true, false],
        make: async () => (await ok<Row>(catalogue.upsertProductMake, { body: { id: 0, productId: s.refs.product, makeId: kiaId } })).id,
        change: async (id: number) => {
          const { productName: _p, makeName: _m, isAdd: _a, ...row } = await productMake(id);
          return ok(catalogue.upsertProductMake, { body: { ...row, isActive: false } });
        },
        now: productMake,
      },
      {
        // Its sortOrder is read back from the item's intValue.
        kind: 'messages/precannedMessage',
        field: 'sortOrder',
        values: [7, 9],
        make: async () => (await firstResult(messages.savePrecannedMessages, [{ id: 0, text: 'Revert canned reply', sortOrder: 7 }])).id,
        change: (id: number) => firstResult(messages.savePrecannedMessages, [{ id, text: 'Revert canned reply', isActive: true, sortOrder: 9, version: 1 }]),
        now: async (id: number) => ({ sortOrder: (await precanned(id)).intValue }),
      },
      {
        kind: 'business/note',
        field: 'text',
        values: ['Call before noon.', 'Call after noon.'],
        make: async () => (await ok<Row>(b.upsertNote, { body: { id: 0, businessId: biz, text: 'Call before noon.' } })).id,
        change: (id: number) => ok(b.upsertNote, { body: { id, businessId: biz, text: 'Call after noon.', version: 1 } }),
        now: note,
      },
      {
        kind: 'business/volumeDiscount',
        field: 'amount',
        values: [10, 12.5],
        make: async () => (await firstResult(b.upsertDiscount, [{ id: 0, ...discountRow, amount: 10 }])).id,
        change: (id: number) => firstResult(b.upsertDiscount, [{ id, ...discountRow, amount: 12.5, version: 1 }]),
        now: discount,
      },
      {
        kind: 'dashboard/template',
        field: 'name',
        values: ['Revert requests', 'Revert requests renamed'],
        make: async () => (await ok<Row>(dashboard.templateSave, { body: { id: 0, name: 'Revert requests', dashboard: 'statistics', definition } })).id,
        change: (id: number) => ok(dashboard.templateSave, { body: { id, version: 1, name: 'Revert requests renamed', dashboard: 'statistics', definition } }),
        now: template,
      },
      {
        // Its manufacturer, brand and model are its model's, copied by its save.
        kind: 'devices/device',
        field: 'name',
        values: ['Revert bay', 'Revert bay renamed'],
        make: async () => (await ok<Row>(devices.createDevice, { body: deviceBody('RV-RENAMED') })).id,
        change: (id: number) => ok(devices.updateDevice, { body: { ...deviceBody('RV-RENAMED'), id, name: 'Revert bay renamed', version: 1 } }),
        now: (id: number) => ok(devices.getDeviceById, { query: { id: String(id) } }),
      },
      {
        kind: 'devices/shipment',
        field: 'carrier',
        values: ['DHL', 'UPS'],
        make: async () => (await ok<Row>(devices.upsertDeviceShipment, { body: shipment(0, 'DHL') })).id,
        change: (id: number) => ok(devices.upsertDeviceShipment, { body: shipment(id, 'UPS', 1) }),
        now: async (id: number) => rowOf(ok<Row[]>(devices.getDeviceShipments, { query: { deviceId: String(shipped) } }), id),
      },
      {
        // A row of Business/ModifyUsers, saved back as one under its business.
        kind: 'business/businessUser',
        field: 'lastName',
        values: ['Revert', 'Reverted'],
        make: async () => (await ok<{ results: { id: number }[] }>(b.modifyUsers, { body: userRows(biz, { id: 0, lastName: 'Revert' }) })).results[0].id,
        change: (id: number) => ok(b.modifyUsers, { body: userRows(biz, { id, lastName: 'Reverted', version: 1 }) }),
        now: businessUser,
      },
      {
        // Kept flat by the history, read and saved in its parts (its invoice's number here). Made with its request,
        // so no creation of it is recorded.
        kind: 'maintenance/workOrder',
        field: 'invoiceNumber',
        values: [null, 'INV-REVERT'],
        make: () => workOrderOf(biz, '5YJ3E1EA7KF900001'),
        change: (id: number) => ok(maintenance.saveWorkOrder, { body: workOrderBody(id, 1, biz, 'INV-REVERT') }),
        now: async (id: number) => ({ invoiceNumber: (await ok<MaintenanceWorkOrder>(maintenance.getWorkOrder, { query: { id: String(id) } })).invoice.number }),
      },
      {
        // Its support email, through UpdateTenantSupportEmail; read from the tenants' list by its ID.
        kind: 'openingHours/tenant',
        field: 'SupportEmail',
        values: ['revert.before@example.com', 'revert.after@example.com'],
        make: async () => {
          const tenant = await tenantOf(t.db, SOLUTIONS.proTech);
          await ok(hours.updateTenantSupportEmail, { body: { ID: tenant.id, SupportEmail: 'revert.before@example.com', version: tenant.version } });
          return tenant.id;
        },
        change: async (id: number) => ok(hours.updateTenantSupportEmail, { body: { ID: id, SupportEmail: 'revert.after@example.com', version: (await tenantOf(t.db, SOLUTIONS.proTech)).version } }),
        now: async (id: number) => (await ok<Row[]>(hours.tenantDetails, {})).find((row) => row.ID === id)!,
      },
      {
        // A day of a tenant's week: made with the tenant, so no creation of it is recorded.
        kind: 'openingHours/standardDay',
        field: 'openingTime',
        values: ['07:30', '09:15'],
        make: async () => {
          const [monday] = await ok<Row[]>(hours.getStandardOpeningHours, { query: { tenantId: String((await tenantOf(t.db, SOLUTIONS.proTech)).id) } });
          await ok(hours.updateStandardOpeningHours, { body: { id: monday.id, openingTime: '07:30', closingTime: '18:00', version: monday.version } });
          return monday.id;
        },
        change: (id: number) => ok(hours.updateStandardOpeningHours, { body: { id, openingTime: '09:15', closingTime: '18:00', version: 2 } }),
        now: (id: number) => ok(hours.standardOpeningHoursForId, { query: { id: String(id) } }),
      },
      {
        kind: 'ragRatings/serviceElement',
        field: 'name',
        values: ['Revert sensor', 'Revert sensor renamed'],
        make: async () => (await ok<Row>(rag.upsertServiceElement, { body: { id: 0, name: 'Revert sensor', serviceElementGroupId: groupId } })).id,
        change: (id: number) => ok(rag.upsertServiceElement, { body: { id, name: 'Revert sensor renamed', serviceElementGroupId: groupId, version: 1 } }),
        now: (id: number) => rowOf(ok<Row[]>(rag.getServiceElementList, { query: { showAll: 'true' } }), id),
      },
      {
        kind: 'business/productAddDiscount',
        field: 'discount',
        values: [
          { typeId: 1, amount: 5 },
          { typeId: 1, amount: 7.5 },
        ],
        make: async () => (await firstResult(b.upsertDiscountProductAdd, [{ id: 0, businessId: biz, productAddId: s.refs.productAdd, discount: { typeId: 1, amount: 5 } }])).id,
        change: (id: number) => firstResult(b.upsertDiscountProductAdd, [{ id, businessId: biz, productAddId: s.refs.productAdd, discount: { typeId: 1, amount: 7.5 }, version: 1 }]),
        now: (id: number) => rowOf(ok<Row[]>(b.discountsProductAdds, { query: { key: String(biz) } }), id),
      },
    ];
    for (const { kind, field, values, make, change, now, recordedAs } of cases) {
      const [area, entity] = kind.split('/');
      const entries = async (recordId: number) => (await ok<Page>(c.activity, { body: { area, entity, recordId } })).items;
      const id = await make();
      await change(id);
      const [update, ...earlier] = await entries(id);
      expect(update, kind).toMatchObject({ action: 'update', revertible: true, before: { [field]: values[0] }, after: { [field]: values[1] } });
      expect(update.kept, kind).toEqual([]);
      // No delete call in the spec: a creation (where one is recorded) is not undone.
      expect(earlier.find((e) => e.action === 'create')?.revertible ?? false, kind).toBe(false);

      const res = await revert(update.id, [field]);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect((await now(id))[field], kind).toEqual(values[0]);
      const made = res.json<{ entry: HistoryEntry }>().entry;
      const [savedArea, savedEntity] = (recordedAs ?? kind).split('/');
      expect(made, kind).toMatchObject({ area: savedArea, entity: savedEntity, recordId: id, action: 'update', userId: s.userId, before: { [field]: values[1] }, after: { [field]: values[0] } });
      // The entry put back is still there, unchanged.
      expect((await entries(id)).find((e) => e.id === update.id), kind).toEqual(update);

      // Its field has moved on since (put back): a second revert is refused as stale, and writes nothing.
      const count = (await ok<Page>(c.activity, { body: { recordId: id } })).count;
      const stale = await revert(update.id, [field]);
      expect([stale.statusCode, stale.json().code], kind).toEqual([409, 'stale']);
      expect((await ok<Page>(c.activity, { body: { recordId: id } })).count, kind).toBe(count);
      expect((await now(id))[field], kind).toEqual(values[0]);
    }
  });

  it("leaves to their own calls what a save does not write: a device's place, a work order's created date, a user deleted", async () => {
    const biz = await createBusiness(t.db);
    const refused = async (entry: HistoryEntry, fields: string[]) => {
      const count = (await ok<Page>(c.activity, { body: { recordId: entry.recordId } })).count;
      const res = await revert(entry.id, fields);
      expect([res.statusCode, res.json().message], fields.join()).toEqual([400, expect.stringMatching(/cannot be put back/)]);
      expect((await ok<Page>(c.activity, { body: { recordId: entry.recordId } })).count).toBe(count);
    };
    const latest = async (area: string, entity: string, recordId: number) => (await ok<Page>(c.activity, { body: { area, entity, recordId } })).items;

    // Given to a shop (AssignDevice), in service from then: none of it goes back through its save, which would leave it
    // at the shop in stock; a rename on its Device tab does.
    const device = await ok<{ id: number }>(devices.createDevice, { body: deviceBody('RV-ASSIGNED') });
    await ok(devices.assignDevice, { body: { deviceId: device.id, businessId: biz, version: 1 } });
    const inService = { statusId: DEVICE_STATUSES.inService };
    await ok(devices.updateDevice, { body: { ...deviceBody('RV-ASSIGNED'), ...inService, id: device.id, name: 'Revert bay at the shop', version: 2 } });
    const [renamed, assigned] = await latest('devices', 'device', device.id);
    expect(assigned).toMatchObject({ action: 'update', revertible: false, before: { businessId: null }, after: { businessId: biz, ...inService } });
    expect(renamed).toMatchObject({ action: 'update', revertible: true, after: { name: 'Revert bay at the shop' } });
    await refused(assigned, ['statusId']);
    expect(await ok(devices.getDeviceById, { query: { id: String(device.id) } })).toMatchObject({ businessId: biz, ...inService, version: 3 });

    // A work order's created date is AdjustWorkOrderCreatedDate's; its invoice, its save's.
    const workOrder = await workOrderOf(biz, '5YJ3E1EA7KF900002');
    await ok(maintenance.saveWorkOrder, { body: workOrderBody(workOrder, 1, biz, 'INV-KEPT') });
    const adjust = { workOrderId: String(workOrder), date: '2025-05-01T08:30:00Z', version: '2' };
    expect((await call(t.app, requests.adjustWorkOrderCreatedDate, { token: s.token, query: adjust })).statusCode).toBe(200);
    const [adjusted, saved] = await latest('maintenance', 'workOrder', workOrder);
    expect([adjusted.revertible, saved.revertible]).toEqual([false, true]);
    await refused(adjusted, ['dateCreated']);

    // A user deleted is kept, hidden: its ModifyUsers and its Get no longer find it, so none of its changes go back.
    const [{ id: user }] = (await ok<{ results: { id: number }[] }>(b.modifyUsers, { body: userRows(biz, { id: 0, lastName: 'Gone', email: 'gone.revert@example.com' }) })).results;
    await ok(b.modifyUsers, { body: userRows(biz, { id: user, lastName: 'Going', email: 'gone.revert@example.com', version: 1 }) });
    await ok(b.modifyUsers, { body: userRows(biz, { id: user, lastName: 'Going', email: 'gone.revert@example.com', isDeleted: true, version: 2 }) });
    const [deletion, rename] = await latest('business', 'businessUser', user);
    expect(deletion).toMatchObject({ action: 'update', revertible: false, after: { isDeleted: true } });
    expect(rename).toMatchObject({ action: 'update', revertible: true, after: { lastName: 'Going' } });
    await refused(deletion, ['isDeleted']);
    expect((await revert(rename.id, ['lastName'])).statusCode).toBe(404);
  });

  it("puts back a dashboard template's edit for its owner only, and not its sharing (another call's)", async () => {
    const definition = { startDate: '2031-01-01', endDate: '2031-12-31', conditions: [] };
    const saved = await ok<{ id: number }>(dashboard.templateSave, { body: { id: 0, name: 'Owned template', dashboard: 'statistics', definition } });
    await ok(dashboard.templateSave, { body: { id: saved.id, version: 1, name: 'Owned template (2)', dashboard: 'statistics', definition } });
    await ok(dashboard.templateShare, { body: { id: saved.id, shared: true } });
    const [sharing, rename] = (await ok<Page>(c.activity, { body: { area: 'dashboard', entity: 'template', recordId: saved.id } })).items;
    expect(sharing).toMatchObject({ action: 'update', revertible: false, before: { shared: false }, after: { shared: true } });
    expect(rename).toMatchObject({ action: 'update', revertible: true });
    const count = (await ok<Page>(c.activity, { body: { recordId: saved.id } })).count;
    const notHere = await revert(sharing.id, ['shared']);
    expect([notHere.statusCode, notHere.json().message]).toEqual([400, expect.stringMatching(/cannot be put back/)]);
    // Someone else's template answers as one that does not exist, to the revert as to the edit by hand.
    expect((await revert(rename.id, ['name'], s.other)).statusCode).toBe(404);
    expect((await ok<Page>(c.activity, { body: { recordId: saved.id } })).count).toBe(count);
    expect(await ok(dashboard.templates, { query: { id: String(saved.id) } })).toMatchObject([{ name: 'Owned template (2)', shareToken: expect.any(String), version: 2 }]);
  });

  it('needs a console token, as the edit itself does', async () => {
    const res = await call(t.app, c.revert, { body: { id: 1, fields: ['x'] } });
    expect(res.statusCode).toBe(401);
  });
});
