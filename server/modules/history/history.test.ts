/** The change history read and put back (issue 33): a record's history with its parts, Activity's filters, and revert. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as b } from '../../../contract/business';
import { sql } from 'kysely';
import { ACTIVITY_SEARCH_COUNT_LIMIT, type HistoryEntry, historyContract as c } from '../../../contract/history';
import { readChanges } from '../../db/changeHistory';
import { call, withTestApp } from '../../test/harness';
import { signIn } from '../../test/history';
import { createBusiness, referenceItems } from '../businessDetails/testFixtures';
import { openingHoursContract as hours } from '../../../contract/openingHours';
import { SOLUTIONS } from '../../../contract/solutions';
import { tenantOf } from '../openingHours/testFixtures';
import { type ReportTemplate, reportsContract as reports, type ScanTool } from '../../../contract/reports';
import { DEVICE_FILE_TYPES, type DeviceFile, deviceFilesContract as deviceFiles } from '../../../contract/deviceFiles';
import { REFERENCE_KEYS } from '../../../contract/references';
import { lookupContract as lookups } from '../../../contract/lookup';
import { messagesContract as messages } from '../../../contract/messages';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import { serviceCatalogueContract as catalogue } from '../../../contract/serviceCatalogue';
import { referencesContract as references } from '../../../contract/references';
import { PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import { dashboardContract as dashboard } from '../../../contract/dashboard';
import { DEVICE_STATUSES, deviceContract as devices } from '../../../contract/device';
import { maintenanceContract as maintenance, type MaintenanceWorkOrder } from '../../../contract/maintenance';
import { SCAN_REPORT_STATUSES, SERVICE_REQUEST_STATUSES, serviceRequestContract as requests } from '../../../contract/serviceRequest';
import { createRequest, scanTypeId } from '../serviceRequests/testFixtures';
import { ragContract as rag } from '../../../contract/rag';
import { toolsContract as tools } from '../../../contract/tools';

const t = withTestApp();
let token = '';
let userId = 0;
let other = '';
let refs: Awaited<ReturnType<typeof referenceItems>>;
let deviceModelId = 0;
let serviceTypeId = 0;
beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'demo.admin'));
  other = (await signIn(t, 'admin')).token;
  refs = await referenceItems(t.db);
  deviceModelId = (await t.db.selectFrom('device_models').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
});

type Page = { count: number; items: HistoryEntry[] };
const ok = async <T = Record<string, unknown>>(endpoint: Parameters<typeof call>[1], opts: { body?: unknown; query?: Record<string, string> }, as = token) => {
  const res = await call(t.app, endpoint, { token: as, ...opts });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const historyOf = (recordId: number, more: Record<string, string> = {}) =>
  ok<Page>(c.record, { query: { area: 'business', entity: 'business', recordId: String(recordId), ...more } });
const revert = (id: number, fields: string[], as = token, language = 'en') =>
  call(t.app, c.revert, { token: as, body: { id, fields }, headers: { 'accept-language': language } });

/** A device in stock, as its Device tab saves it. */
const deviceBody = (serialNumber: string) => ({ serialNumber, name: 'Revert bay', deviceModelId, statusId: DEVICE_STATUSES.inStock, isActive: true });
/** A request in progress with its work order (made in the database, as a shop's app would): the work order's id. */
const workOrderOf = async (businessId: number, vin: string) =>
  (await createRequest(t.db, { businessId, vin, serviceTypeId, statusId: SERVICE_REQUEST_STATUSES.inProgress, dateCreated: new Date('2025-05-01T08:00:00Z') })).workOrderId;
/** A work order's location, scan report (not started) and invoice, as maintenance/SaveWorkOrder takes them. */
const workOrderBody = (id: number, version: number, locationId: number, invoiceNumber: string | null) => ({
  id,
  version,
  locationId,
  scanReport: { statusId: SCAN_REPORT_STATUSES.notStarted, dateStarted: null, dateCompleted: null },
  invoice: { number: invoiceNumber, amount: null },
});
/** One business user's row of Business/ModifyUsers. */
const userRows = (businessId: number, row: Record<string, unknown>) => ({ businessId, users: [{ firstName: 'Rita', email: 'rita.revert@example.com', ...row }] });

/** A business with a billing and a promotion saved, then each changed once. */
async function businessWithChanges() {
  const biz = await createBusiness(t.db);
  const billing = { businessId: biz, isDemo: false, isRecurring: true, periodId: refs.period, periodAmount: 10, currencyId: refs.currency, oemChargeableProducts: [refs.product] };
  await ok(b.upsertBilling, { body: billing });
  await ok(b.upsertBilling, { body: { ...billing, periodAmount: 25.5, isDemo: true, version: 1 } });
  const promotion = { businessId: biz, startDate: '2025-01-01', endDate: '2025-12-31', startProductId: refs.product, promotionType: 1, numberOfScans: 10 };
  await ok(b.upsertPromotion, { body: promotion }, other);
  await ok(b.upsertPromotion, { body: { ...promotion, numberOfScans: 20, version: 1 } }, other);
  return biz;
}

describe('History/Record', () => {
  it("answers a business's history with its tabs', newest first, paged, with who and what changed", async () => {
    const biz = await businessWithChanges();
    const { count, items } = await historyOf(biz);
    expect(count).toBe(4);
    expect(items.map((e) => `${e.entity} ${e.action}`)).toEqual(['promotion update', 'promotion create', 'billing update', 'billing create']);
    expect(items[2]).toMatchObject({
      area: 'business',
      recordId: biz,
      userId,
      userName: 'Dana Diaz (demo.admin)',
      before: { periodAmount: 10, isDemo: false },
      after: { periodAmount: 25.5, isDemo: true },
      revertible: true,
    });
    expect(items[3].revertible).toBe(false);
    const second = await historyOf(biz, { pageSize: '2', offset: '2' });
    expect(second.count).toBe(4);
    expect(second.items.map((e) => e.id)).toEqual(items.slice(2).map((e) => e.id));
    // A page past the last entry holds none and still counts them all.
    expect(await historyOf(biz, { pageSize: '2', offset: '6' })).toEqual({ count: 4, items: [] });
  });

  it("holds a business's history apart from another's, and answers none for a record never changed", async () => {
    const [one, two] = [await businessWithChanges(), await createBusiness(t.db)];
    expect((await historyOf(two)).count).toBe(0);
    expect((await historyOf(one)).items.every((e) => e.recordId === one || e.scopeId === one)).toBe(true);
  });

  it('refuses a malformed query, naming the parameter', async () => {
    const res = await call(t.app, c.record, { token, query: { area: 'business', entity: 'x y', recordId: '0' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/entity/);
    expect(res.json().message).toMatch(/recordId/);
  });
});

describe('History/Activity', () => {
  it('filters every change by user, kind, action, record, date and a text in the values', async () => {
    const biz = await businessWithChanges();
    const mine = await ok<Page>(c.activity, { body: { userId, area: 'business', entity: 'billing', recordId: biz } });
    expect(mine.items.map((e) => e.action)).toEqual(['update', 'create']);
    const updates = await ok<Page>(c.activity, { body: { entity: 'promotion', action: 'update', recordId: biz } });
    expect(updates.items.map((e) => e.after?.numberOfScans)).toEqual([20]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await ok<Page>(c.activity, { body: { recordId: biz, from: today, to: today } })).count).toBe(4);
    expect((await ok<Page>(c.activity, { body: { recordId: biz, to: '2000-01-01' } })).count).toBe(0);
    const found = await ok<Page>(c.activity, { body: { search: '25.5', recordId: biz } });
    expect(found.items.map((e) => `${e.entity} ${e.action}`)).toEqual(['billing update']);
    // % and _ are the text itself, not patterns.
    expect((await ok<Page>(c.activity, { body: { search: '%', recordId: biz } })).count).toBe(0);
    // The values a change set or replaced: the promotion's end date, set by its creation, not by its update (unchanged there).
    const ended = await ok<Page>(c.activity, { body: { search: '2025-12-31', recordId: biz } });
    expect(ended.items.map((e) => `${e.entity} ${e.action}`)).toEqual(['promotion create']);
    expect((await ok<Page>(c.activity, { body: { search: '2025-12-30', recordId: biz } })).count).toBe(0);
  });

  it('counts up to a limit, saying when more match (an exact count of millions would read them all)', async () => {
    const biz = await businessWithChanges();
    const filter = { area: 'business', recordId: biz };
    const upTo = (countUpTo?: number) => readChanges(t.db, filter, { limit: 3, offset: 0, countUpTo });
    expect(await upTo()).toMatchObject({ count: 4, capped: false });
    expect(await upTo(4)).toMatchObject({ count: 4, capped: false });
    const capped = await upTo(2);
    expect(capped).toMatchObject({ count: 2, capped: true });
    // The page itself is whole: the cap bounds the count only.
    expect(capped.items).toHaveLength(3);
    expect(await ok<Page & { capped: boolean }>(c.activity, { body: { recordId: biz, area: 'business' } })).toMatchObject({ count: 4, capped: false });
  });

  it('counts a text’s matches up to a smaller limit (each one checked for the whole text), newest first', async () => {
    const over = ACTIVITY_SEARCH_COUNT_LIMIT + 1;
    await sql`INSERT INTO change_history (user_id, area, entity, record_id, action, changed)
      SELECT NULL, 'test', 'searched', g, 'update', 'Quokka ' || g FROM generate_series(1, ${over}::int) g`.execute(t.db);
    const found = await ok<Page & { capped: boolean }>(c.activity, { body: { search: 'QUOKKA', pageSize: 3 } });
    expect(found).toMatchObject({ count: ACTIVITY_SEARCH_COUNT_LIMIT, capped: true });
    expect(found.items.map((e) => e.recordId)).toEqual([over, over - 1, over - 2]);
    expect(await ok<Page & { capped: boolean }>(c.activity, { body: { search: `quokka ${over}` } })).toMatchObject({ count: 1, capped: false });
  });

  it('exports the filtered changes to CSV, newest first, each cell as the screen shows it, in the caller’s language', async () => {
    const biz = await businessWithChanges();
    const csv = async (language: string, columns?: string) => {
      const query: Record<string, string> = { recordId: String(biz), area: 'business', ...(columns && { columns, header: 'false' }) };
      const res = await call(t.app, c.activityExport, { token, query, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      return res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    };
    const en = await csv('en');
    expect(en[0]).toBe('changedAt,userName,action,area,entity,recordId,change');
    expect(en.slice(1).map((line) => line.split(',').slice(2, 6).join(','))).toEqual([
      `Changed,Businesses,Promotion,${biz}`,
      `Created,Businesses,Promotion,${biz}`,
      `Changed,Businesses,Billing,${biz}`,
      `Created,Businesses,Billing,${biz}`,
    ]);
    expect(en[1]).toContain('Ada Admin (admin)');
    expect(en[3]).toContain('Dana Diaz (demo.admin)');
    expect(en[1].endsWith('Number of scans: 10 → 20')).toBe(true);
    expect(en[3].endsWith('Demo account: No → Yes; Amount per period: 10 → 25.5')).toBe(true);
    const es = await csv('es', 'action,entity,change');
    expect(es).toHaveLength(4);
    expect(es[0]).toMatch(/^Modificado,Promoción,/);
    expect(es[2]).toMatch(/^Modificado,Facturación,.*: No → Sí/);
    // Refused: a column it does not have, named.
    const bad = await call(t.app, c.activityExport, { token, query: { columns: 'changedAt,secret' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/columns/);
  });

  it('names the authors of changes', async () => {
    await businessWithChanges();
    const authors = await ok<{ id: number; name: string }[]>(c.authors, {});
    expect(authors).toContainEqual({ id: userId, name: 'Dana Diaz (demo.admin)' });
  });
});

describe('History/Revert', () => {
  const billingOf = (biz: number) => ok(b.billing, { query: { key: String(biz) } });

  it('puts the chosen fields back through the save call, as a new change by the caller', async () => {
    const biz = await businessWithChanges();
    const change = (await historyOf(biz)).items.find((e) => e.entity === 'billing' && e.action === 'update')!;
    const res = await revert(change.id, ['periodAmount'], other);
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json<{ entry: HistoryEntry }>().entry;
    expect(made).toMatchObject({ entity: 'billing', action: 'update', before: { periodAmount: 25.5 }, after: { periodAmount: 10, isDemo: true } });
    expect(made.userId).not.toBe(userId);
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
    const res = await revert(change.id, ['periodAmount'], token, 'es');
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
    const promotion = { businessId: biz, startDate: '2025-01-01', endDate: '2025-12-31', startProductId: refs.product, promotionType: 1, numberOfScans: 10 };
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
    const junk = await call(t.app, c.revert, { token, body: { id: 'x', fields: [] } });
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
    expect((await call(t.app, hours.holidayOpeningHoursForId, { token, query: { id: String(added.id) } })).statusCode).toBe(404);

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
    expect(undone.json().entry).toMatchObject({ action: 'delete', recordId: made.id, userId });
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
    const discountRow = { businessId: biz, productId: refs.product, typeId: 2, volumeBreak: 5, isActive: true };
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
        make: async () => (await ok<Row>(catalogue.upsertProductMake, { body: { id: 0, productId: refs.product, makeId: kiaId } })).id,
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
        make: async () => (await firstResult(b.upsertDiscountProductAdd, [{ id: 0, businessId: biz, productAddId: refs.productAdd, discount: { typeId: 1, amount: 5 } }])).id,
        change: (id: number) => firstResult(b.upsertDiscountProductAdd, [{ id, businessId: biz, productAddId: refs.productAdd, discount: { typeId: 1, amount: 7.5 }, version: 1 }]),
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
      expect(made, kind).toMatchObject({ area: savedArea, entity: savedEntity, recordId: id, action: 'update', userId, before: { [field]: values[1] }, after: { [field]: values[0] } });
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
    expect((await call(t.app, requests.adjustWorkOrderCreatedDate, { token, query: adjust })).statusCode).toBe(200);
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
    expect((await revert(rename.id, ['name'], other)).statusCode).toBe(404);
    expect((await ok<Page>(c.activity, { body: { recordId: saved.id } })).count).toBe(count);
    expect(await ok(dashboard.templates, { query: { id: String(saved.id) } })).toMatchObject([{ name: 'Owned template (2)', shareToken: expect.any(String), version: 2 }]);
  });

  it('needs a console token, as the edit itself does', async () => {
    const res = await call(t.app, c.revert, { body: { id: 1, fields: ['x'] } });
    expect(res.statusCode).toBe(401);
  });
});
