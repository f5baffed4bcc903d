/**
 * The one write path, walked over the contract (issue 32): every write endpoint (a POST, or a GET marked `writes`)
 * is declared either in WRITES (it writes records staff edit) or in NOT_RECORDS (it reads, or keeps content that is
 * no such record), never both, never neither. For each of WRITES a valid call against the seeded test app must
 * succeed and leave exactly the change-history entries expected (area, entity, action, how many, of which records,
 * by the caller), and a refused call (a stale version, an invalid body) must leave none and change nothing.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_ACCOUNT_TYPES, SERVICE_ELEMENT_GROUP_KEY } from '../../contract/serviceCatalogue';
import type { Endpoint } from '../../contract/define';
import { DEVICE_STATUSES } from '../../contract/device';
import { DEVICE_FILE_TYPES } from '../../contract/deviceFiles';
import { contract, allEndpoints } from '../../contract/index';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { REFERENCE_KEYS } from '../../contract/references';
import type { ScanProConfiguration } from '../../contract/scanpro';
import { SCAN_REPORT_STATUSES, SERVICE_REQUEST_STATUSES as S } from '../../contract/serviceRequest';
import { SOLUTIONS } from '../../contract/solutions';
import { channelUrlOf } from '../../contract/chat';
import type { Database } from '../db/schema';
import { locationInput, referenceIds } from '../modules/business/testFixtures';
import { createBusiness, referenceItems, userRow } from '../modules/businessDetails/testFixtures';
import { createChatRequest, createShopUser } from '../modules/chat/testFixtures';
import { repInput } from '../modules/salesReps/testFixtures';
import { createRequest, createTechnician, scanTypeId } from '../modules/serviceRequests/testFixtures';
import { sectionId } from '../modules/translations/testFixtures';
import { getUser, newUser, roleId, STRONG_PASSWORD, updateOf } from '../modules/users/testFixtures';
import { type CallOptions, call, createUser, withTestApp } from '../test/harness';
import { changeHistory, signIn } from '../test/history';
import { created, deleted, type Expected, KINDS as K, reviewed, updated } from './writeSamples';

const t = withTestApp();
let token = '';
let userId = 0;
beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'admin'));
});

// biome-ignore lint/suspicious/noExplicitAny: the answers of a hundred endpoints, read by field
type J = any;
type Table = keyof Database;
const tag = () => randomBytes(4).toString('hex');
const c = contract;

/** A successful call of `endpoint` (a sample's setup), its answer. */
async function api(endpoint: Endpoint, opts: Omit<CallOptions, 'token'> = {}): Promise<J> {
  const res = await call(t.app, endpoint, { token, ...opts });
  expect(res.statusCode, `${endpoint.url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const changeLog = changeHistory(t);
const entriesAfter = (id: number) => changeLog.since(id, ['area', 'entity', 'action', 'record_id', 'user_id']);
const tables = async (names: readonly Table[]) => {
  const parts: unknown[] = [];
  for (const name of names) parts.push((await sql`SELECT * FROM ${sql.table(name)} ORDER BY 1`.execute(t.db)).rows);
  return JSON.stringify(parts);
};
const summary = (entries: { area: string; entity: string; action: string; count?: number }[]) => {
  const counts: Record<string, number> = {};
  for (const e of entries) {
    const key = `${e.area} ${e.entity} ${e.action}`;
    counts[key] = (counts[key] ?? 0) + (e.count ?? 1);
  }
  return counts;
};
/** The per-row results of a batch save, when the answer is one. */
const rowsOf = (answer: J): { success: boolean }[] | undefined => (answer && Array.isArray(answer.results) ? answer.results : undefined);

/** The calls of one sample, each checked against the change history. */
interface Walk {
  /** A valid call: 2xx (every row a success for a batch), leaving exactly `expect` (of the answer, for created ids). */
  ok(opts: Omit<CallOptions, 'token'>, expect: Expected[] | ((answer: J) => Expected[])): Promise<J>;
  /** A refused call: `status` (200 for a batch whose rows all fail), no entry, and `unchanged` tables as they were. */
  refused(opts: Omit<CallOptions, 'token'>, status: number, unchanged?: readonly Table[]): Promise<void>;
}

function walk(endpoint: Endpoint): Walk {
  return {
    async ok(opts, expectation) {
      const from = await changeLog.mark();
      const res = await call(t.app, endpoint, { token, ...opts });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);
      const answer = res.body ? res.json() : undefined;
      const rows = rowsOf(answer);
      if (rows) expect(rows.every((r) => r.success), res.body).toBe(true);
      const expected = typeof expectation === 'function' ? expectation(answer) : expectation;
      const entries = await entriesAfter(from);
      expect(summary(entries), 'the change-history entries of the call').toEqual(summary(expected.map((e) => ({ ...e.kind, action: e.action, count: e.count }))));
      expect(entries.map((e) => e.user_id)).toEqual(entries.map(() => userId));
      for (const e of expected.filter((x) => x.ids)) {
        expect(e.ids?.every(Number.isInteger), `the expected records of ${e.kind.entity} ${e.action} are ids`).toBe(true);
        const ids = entries.filter((x) => x.area === e.kind.area && x.entity === e.kind.entity && x.action === e.action).map((x) => x.record_id);
        expect(ids.sort(), `the records of ${e.kind.entity} ${e.action}`).toEqual([...(e.ids ?? [])].sort());
      }
      return answer;
    },
    async refused(opts, status, unchanged = []) {
      const from = await changeLog.mark();
      const before = await tables(unchanged);
      const res = await call(t.app, endpoint, { token, ...opts });
      expect(res.statusCode, res.body).toBe(status);
      const rows = status < 300 ? rowsOf(res.json()) : undefined;
      if (status < 300) expect(rows?.every((r) => !r.success), res.body).toBe(true);
      expect(await entriesAfter(from), 'a refused call records nothing').toEqual([]);
      expect(await tables(unchanged)).toBe(before);
    },
  };
}

type Sample = (w: Walk) => Promise<void>;

const lookupId = async (key: string, text?: string) => {
  let q = t.db.selectFrom('lookups').select('id').where('key', '=', key);
  if (text !== undefined) q = q.where('text', '=', text);
  return (await q.orderBy('id').executeTakeFirstOrThrow()).id;
};
const makeId = async (make: string) => (await t.db.selectFrom('makes').select('id').where('make', '=', make).executeTakeFirstOrThrow()).id;
const ragVehicle = async (make: string, model: string, year: number) =>
  (await t.db.selectFrom('rag_vehicles').select('id').where('make', '=', make).where('model', '=', model).where('year', '=', year).executeTakeFirstOrThrow()).id;
/** Removes one rating of `target` that `source` has, so that a copy from `source` changes `target`. */
async function unrate(source: number, target: number) {
  const { service_element_id } = await t.db.selectFrom('rag_ratings').select('service_element_id').where('vehicle_id', '=', source).orderBy('service_element_id').executeTakeFirstOrThrow();
  await t.db.deleteFrom('rag_ratings').where('vehicle_id', '=', target).where('service_element_id', '=', service_element_id).execute();
}
const newBusiness = async () => (await api(c.business.upsert, { body: locationInput((await referenceIds(t.db)).status.Active) })) as J;
const newDevice = async () => {
  const model = await t.db.selectFrom('device_models').select('id').orderBy('id').executeTakeFirstOrThrow();
  return { serialNumber: `WH${tag().toUpperCase()}`, name: 'Walk bay', deviceModelId: model.id, serverProfileId: await lookupId(REFERENCE_KEYS.serverProfile), statusId: DEVICE_STATUSES.inStock, isActive: true };
};
const withoutDate = ({ dateCreated: _d, ...rest }: J) => rest;

/** The write endpoints that change records staff edit, each with a sample: its successful calls and a refused one. */
const WRITES: [Endpoint, Sample][] = [
  // Users
  [
    c.users.createUser,
    async (w) => {
      const role = await roleId(t.db, 'Dispatcher');
      await w.ok({ body: newUser(role) }, (u) => [created(K.user, u.id)]);
      await w.refused({ body: newUser(role, { Email: 'not-an-email' }) }, 400, ['users']);
    },
  ],
  [
    c.users.updateUser,
    async (w) => {
      const made = await api(c.users.createUser, { body: newUser(await roleId(t.db, 'Dispatcher')) });
      const body = updateOf(await getUser(t.app, token, made.id), { GivenName: 'Walker' });
      await w.ok({ body }, [updated(K.user, made.id)]);
      await w.refused({ body: { ...body, GivenName: 'Stale' } }, 409, ['users']);
    },
  ],
  [
    c.users.resetPassword,
    async (w) => {
      const id = await createUser(t.db, { username: `walk.${tag()}`, password: 'Initial-Secret-Phrase-9', roles: ['Dispatcher'] });
      await t.db.updateTable('users').set({ is_locked_out: true }).where('id', '=', id).execute();
      await w.ok({ body: { id, password: STRONG_PASSWORD, resetLockout: true } }, [updated(K.user, id)]);
      await w.refused({ body: { id, password: 'short', resetLockout: true } }, 400, ['users']);
    },
  ],
  // Sales reps
  [
    c.salesReps.upsertSalesRep,
    async (w) => {
      const rep = await w.ok({ body: repInput() }, (r) => [created(K.salesRep, r.id)]);
      const { userId: _u, requiresPasswordOnSubmit: _r, ...editable } = rep;
      await w.ok({ body: { ...editable, lastName: 'Walker' } }, [updated(K.salesRep, rep.id)]);
      await w.refused({ body: { ...editable, lastName: 'Stale' } }, 409, ['users', 'lookups', 'sales_reps']);
    },
  ],
  // Lookup
  [
    c.lookup.saveMakes,
    async (w) => {
      const bmw = await t.db.selectFrom('makes').select(['id', 'version']).where('make', '=', 'BMW').executeTakeFirstOrThrow();
      const rows = await w.ok({ body: [{ id: 0, make: `Walkmake ${tag()}` }, { id: bmw.id, make: 'BMW', isInactive: true, version: bmw.version }] }, (a) => [
        created(K.make, a.results[0].id),
        updated(K.make, bmw.id),
      ]);
      expect(rows.results).toHaveLength(2);
      await w.refused({ body: [{ id: bmw.id, make: 'BMW', isInactive: false, version: bmw.version }] }, 200, ['makes']);
    },
  ],
  [
    c.lookup.upsert,
    async (w) => {
      const item = await w.ok({ body: { id: 0, key: 'billing.taxrates', text: `Walk tax ${tag()}`, decimalValue: 1.5 } }, (i) => [created(K.lookupItem, i.id)]);
      await w.ok({ body: { ...item, decimalValue: 2.5 } }, [updated(K.lookupItem, item.id)]);
      await w.refused({ body: { ...item, decimalValue: 3.5 } }, 409, ['lookups', 'lookup_translations']);
    },
  ],
  [
    c.lookupStore.fillTranslations,
    async (w) => {
      const item = await api(c.lookup.upsert, { body: { id: 0, key: LOOKUP_KEYS.service, text: ' rain SENSOR calibration' } });
      await w.ok({ body: { key: LOOKUP_KEYS.service, code: 'es' } }, [created(K.lookupTranslation, item.id)]);
      await w.refused({ body: { key: LOOKUP_KEYS.service, code: 'xx' } }, 400, ['lookup_translations']);
    },
  ],
  // Countries and states
  [
    c.countrystate.upsertCountry,
    async (w) => {
      const country = await w.ok({ body: { id: 0, name: `Walkland ${tag()}`, abbreviation: `Q${tag().slice(0, 2)}` } }, (x) => [created(K.country, x.id)]);
      await w.ok({ body: { ...country, name: `${country.name} 2` } }, [updated(K.country, country.id)]);
      await w.refused({ body: { ...country, name: 'Stale' } }, 409, ['countries']);
    },
  ],
  [
    c.countrystate.upsertStateProvince,
    async (w) => {
      const us = await t.db.selectFrom('countries').select('id').where('abbreviation', '=', 'US').executeTakeFirstOrThrow();
      const state = await w.ok({ body: { id: 0, name: `Walkstate ${tag()}`, abbreviation: `W${tag().slice(0, 4)}`, countryId: us.id } }, (x) => [created(K.stateProvince, x.id)]);
      await w.ok({ body: { ...state, name: `${state.name} 2` } }, [updated(K.stateProvince, state.id)]);
      await w.refused({ body: { ...state, name: 'Stale' } }, 409, ['state_provinces']);
    },
  ],
  [
    c.countrystate.deleteStateProvince,
    async (w) => {
      const us = await t.db.selectFrom('countries').select('id').where('abbreviation', '=', 'US').executeTakeFirstOrThrow();
      const state = await api(c.countrystate.upsertStateProvince, { body: { id: 0, name: `Gone ${tag()}`, abbreviation: `G${tag().slice(0, 4)}`, countryId: us.id } });
      await w.refused({ body: { id: state.id, version: 2 } }, 409, ['state_provinces']);
      await w.ok({ body: { id: state.id, version: 1 } }, [deleted(K.stateProvince, state.id)]);
    },
  ],
  // Businesses
  [
    c.business.upsert,
    async (w) => {
      const ids = await referenceIds(t.db);
      const biz = await w.ok({ body: locationInput(ids.status.Active) }, (b) => [created(K.business, b.id)]);
      await w.ok({ body: { ...withoutDate(biz), name: 'Walked Body Shop' } }, [updated(K.business, biz.id)]);
      await w.refused({ body: { ...withoutDate(biz), name: 'Stale' } }, 409, ['businesses', 'business_addresses']);
    },
  ],
  [
    c.business.setStatus,
    async (w) => {
      const ids = await referenceIds(t.db);
      const biz = await newBusiness();
      await w.ok({ body: { id: biz.id, statusId: ids.status['On hold'] } }, [updated(K.business, biz.id)]);
      await w.refused({ body: { id: biz.id, statusId: ids.title } }, 400, ['businesses']);
    },
  ],
  [
    c.business.swapShopId,
    async (w) => {
      const biz = await newBusiness();
      await w.ok({ body: { oldShopId: biz.shopId, newShopId: `${biz.shopId}-N` } }, [updated(K.business, biz.id)]);
      await w.refused({ body: { oldShopId: 'NOPE-404', newShopId: 'NEW-1' } }, 400, ['businesses']);
    },
  ],
  [
    c.business.upsertInfo,
    async (w) => {
      const ids = await referenceIds(t.db);
      const biz = await newBusiness();
      const body = {
        businessId: biz.id,
        isMobileClient: true,
        isEnterpriseClient: false,
        isProTechClient: false,
        isHunterClient: false,
        isSafeliteClient: false,
        isCorporateAccount: false,
        isCapLinkMember: false,
        isSolera: false,
        isOnyxClient: false,
        soleraSiteIdReference: null,
        onyxClientReference: null,
        capricornNumber: null,
        accountId: 'ACC-W',
        annualRevenueId: ids.annualRevenue,
        monthlyRoId: null,
        locationCountId: null,
        reportingGroupId: null,
        manufacturers: [{ id: ids.manufacturer, percent: 60 }],
        oemCertifications: [],
        insuranceDepartments: [],
        services: [ids.service],
      };
      await w.ok({ body }, [created(K.businessInfo, biz.id)]);
      await w.ok({ body: { ...body, isOnyxClient: true, version: 1 } }, [updated(K.businessInfo, biz.id)]);
      await w.refused({ body: { ...body, isSolera: true, version: 1 } }, 409, ['business_info']);
    },
  ],
  [
    c.business.modifyUsers,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Users Garage');
      const made = await w.ok({ body: { businessId, users: [userRow()] } }, (a) => [created(K.businessUser, a.results[0].id)]);
      const row = userRow({ id: made.results[0].id, version: 1 });
      await w.ok({ body: { businessId, users: [row] } }, [updated(K.businessUser, row.id)]);
      await w.refused({ body: { businessId, users: [{ ...row, firstName: 'Stale' }] } }, 200, ['users']);
    },
  ],
  [
    c.business.upsertBilling,
    async (w) => {
      const refs = await referenceItems(t.db);
      const businessId = await createBusiness(t.db, 'Walk Billing Garage');
      const body = { businessId, isDemo: false, isRecurring: true, periodId: refs.period, periodAmount: 149.99, currencyId: refs.currency, initialCurrencyId: refs.currency, oemChargeableProducts: [refs.product] };
      await w.ok({ body }, [created(K.billing, businessId)]);
      await w.ok({ body: { ...body, isDemo: true, version: 1 } }, [updated(K.billing, businessId)]);
      await w.refused({ body: { ...body, periodAmount: 1, version: 1 } }, 409, ['business_billing', 'business_billing_products']);
    },
  ],
  [
    c.business.upsertPromotion,
    async (w) => {
      const refs = await referenceItems(t.db);
      const businessId = await createBusiness(t.db, 'Walk Promotion Garage');
      const body = { businessId, startDate: '2025-03-01', endDate: '2025-06-30', startProductId: refs.product, endProductId: refs.otherProduct, promotionType: 1, numberOfScans: 25 };
      await w.ok({ body }, [created(K.promotion, businessId)]);
      await w.ok({ body: { ...body, numberOfScans: 50, version: 1 } }, [updated(K.promotion, businessId)]);
      await w.refused({ body: { ...body, numberOfScans: 1, version: 1 } }, 409, ['business_promotions']);
    },
  ],
  [
    c.history.revert,
    async (w) => {
      const refs = await referenceItems(t.db);
      const businessId = await createBusiness(t.db, 'Walk Revert Garage');
      const body = { businessId, isDemo: false, isRecurring: true, periodId: refs.period, periodAmount: 20, currencyId: refs.currency, oemChargeableProducts: [refs.product] };
      await api(c.business.upsertBilling, { body });
      await api(c.business.upsertBilling, { body: { ...body, periodAmount: 30, version: 1 } });
      const [change] = (await api(c.history.record, { query: { area: 'business', entity: 'business', recordId: String(businessId), pageSize: '1' } })).items;
      await w.ok({ body: { id: change.id, fields: ['periodAmount'] } }, [updated(K.billing, businessId)]);
      // The field was changed since (by the revert itself): stale, nothing written.
      await w.refused({ body: { id: change.id, fields: ['periodAmount'] } }, 409, ['business_billing', 'business_billing_products']);
    },
  ],
  [
    c.business.upsertDiscount,
    async (w) => {
      const refs = await referenceItems(t.db);
      const businessId = await createBusiness(t.db, 'Walk Discount Garage');
      const row = { id: 0, businessId, productId: refs.product, typeId: 1, amount: 5, volumeBreak: 10 };
      const made = await w.ok({ body: [row] }, (a) => [created(K.volumeDiscount, a.results[0].id)]);
      const id = made.results[0].id;
      await w.ok({ body: [{ ...row, id, amount: 6, version: 1 }] }, [updated(K.volumeDiscount, id)]);
      await w.refused({ body: [{ ...row, id, amount: 7, version: 1 }] }, 200, ['business_volume_discounts']);
    },
  ],
  [
    c.business.upsertDiscountProductAdd,
    async (w) => {
      const refs = await referenceItems(t.db);
      const businessId = await createBusiness(t.db, 'Walk Add Discount Garage');
      const row = { id: 0, businessId, productAddId: refs.productAdd, discount: { typeId: 2, amount: 15 } };
      const made = await w.ok({ body: [row] }, (a) => [created(K.productAddDiscount, a.results[0].id)]);
      const id = made.results[0].id;
      await w.ok({ body: [{ ...row, id, discount: { typeId: 2, amount: 20 }, version: 1 }] }, [updated(K.productAddDiscount, id)]);
      await w.refused({ body: [{ ...row, id, discount: { typeId: 2, amount: 25 }, version: 1 }] }, 200, ['business_product_add_discounts']);
    },
  ],
  [
    c.business.upsertNote,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Notes Garage');
      const note = await w.ok({ body: { id: 0, businessId, text: 'Called the shop.' } }, (n) => [created(K.note, n.id)]);
      await w.ok({ body: { id: note.id, businessId, text: 'Called the shop twice.', version: 1 } }, [updated(K.note, note.id)]);
      await w.refused({ body: { id: note.id, businessId, text: 'Stale', version: 1 } }, 409, ['business_notes']);
    },
  ],
  [
    c.business.addDocument,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Documents Garage');
      const note = await api(c.business.upsertNote, { body: { id: 0, businessId, text: 'With a file.' } });
      const contentBase64 = Buffer.from('Visit report.\n').toString('base64');
      await w.ok({ body: { noteId: note.id, fileName: 'visit.txt', contentBase64 } }, (f) => [created(K.noteFile, f.id)]);
      await w.refused({ body: { noteId: note.id, fileName: 'setup.txt', contentBase64: Buffer.from('MZ\x90\x00\x03\x00', 'latin1').toString('base64') } }, 400, ['business_note_files']);
    },
  ],
  // Devices
  [
    c.device.createDevice,
    async (w) => {
      await w.ok({ body: await newDevice() }, (d) => [created(K.device, d.id)]);
      await w.refused({ body: { ...(await newDevice()), serialNumber: '' } }, 400, ['devices']);
    },
  ],
  [
    c.device.updateDevice,
    async (w) => {
      const input = await newDevice();
      const made = await api(c.device.createDevice, { body: input });
      await w.ok({ body: { ...input, name: 'Front desk', id: made.id, version: made.version } }, [updated(K.device, made.id)]);
      await w.refused({ body: { ...input, name: 'Stale', id: made.id, version: made.version } }, 409, ['devices']);
    },
  ],
  [
    c.device.assignDevice,
    async (w) => {
      const made = await api(c.device.createDevice, { body: await newDevice() });
      const businessId = await createBusiness(t.db, 'Walk Device Garage');
      await w.ok({ body: { deviceId: made.id, businessId, version: made.version } }, [updated(K.device, made.id)]);
      await w.refused({ body: { deviceId: made.id, businessId: null, version: made.version } }, 409, ['devices']);
    },
  ],
  [
    c.device.upsertDeviceShipment,
    async (w) => {
      const { id: deviceId } = await api(c.device.createDevice, { body: await newDevice() });
      const shipment = await w.ok({ body: { deviceId, carrier: 'UPS', shippedDate: '2026-01-05' } }, (s) => [created(K.shipment, s.id)]);
      await w.ok({ body: { id: shipment.id, deviceId, carrier: 'FedEx', shippedDate: '2026-01-05', version: 1 } }, [updated(K.shipment, shipment.id)]);
      await w.refused({ body: { id: shipment.id, deviceId, carrier: 'Stale', version: 1 } }, 409, ['device_shipments']);
    },
  ],
  [
    c.device.activateDevice,
    async (w) => {
      const { id: deviceId } = await api(c.device.createDevice, { body: await newDevice() });
      const card = async () =>
        (
          await t.db
            .insertInto('activation_cards')
            .values({ activation_card_id: `AC-${tag()}`, activation_password: 'secret-1', activation_account_type: 1 })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const cardId = await card();
      await w.ok({ body: { deviceId, cardId } }, [updated(K.activationCard, cardId)]);
      await w.refused({ body: { deviceId, cardId: await card() } }, 409, ['activation_cards', 'devices']);
    },
  ],
  [
    c.tools.addToolMake,
    async (w) => {
      await w.ok({ body: { name: `Walk tools ${tag()}` } }, (m) => [created(K.toolMake, m.id)]);
      await w.refused({ body: { name: ' ' } }, 400, ['tool_makes']);
    },
  ],
  [
    c.tools.deleteToolMake,
    async (w) => {
      const { id } = await t.db.insertInto('tool_makes').values({ name: `Unused ${tag()}` }).returning('id').executeTakeFirstOrThrow();
      await w.refused({ query: { id: '0' } }, 400, ['tool_makes']);
      await w.ok({ query: { id: String(id) } }, [deleted(K.toolMake, id)]);
    },
  ],
  [
    c.deviceFiles.updateDeviceFile,
    async (w) => {
      const models = await t.db.selectFrom('device_models').select('id').orderBy('id').limit(2).execute();
      const body = {
        id: 0,
        name: `walk-${tag()}.bin`,
        fileTypeId: DEVICE_FILE_TYPES.firmware,
        fileVersion: '1.0.0',
        targetModelIds: models.map((m) => m.id),
        releaseTrackId: await lookupId(REFERENCE_KEYS.releaseTrack, 'Production'),
        releaseNotes: 'First release.',
        isActive: true,
      };
      const file = await w.ok({ body }, (f) => [created(K.deviceFile, f.id)]);
      await w.ok({ body: { ...body, id: file.id, releaseNotes: 'Second thoughts.', version: 1 } }, [updated(K.deviceFile, file.id)]);
      await w.refused({ body: { ...body, id: file.id, releaseNotes: 'Stale', version: 1 } }, 409, ['device_files', 'device_file_models']);
    },
  ],
  // Service requests and maintenance
  [
    c.serviceRequest.adjustWorkOrderCreatedDate,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Date Garage');
      const { workOrderId } = await createRequest(t.db, {
        businessId,
        vin: `1HGCM8263${tag().toUpperCase()}`,
        serviceTypeId: await scanTypeId(t.db, 'ADAS static calibration'),
        statusId: S.inProgress,
        dateCreated: new Date('2025-03-10T14:00:00Z'),
      });
      const query = { workOrderId: String(workOrderId), date: '2025-03-10T14:30:00Z', version: '1' };
      await w.ok({ query }, [updated(K.workOrder, workOrderId)]);
      await w.refused({ query: { ...query, date: '2025-03-10T14:45:00Z' } }, 409, ['work_orders']);
    },
  ],
  [
    c.maintenance.saveWorkOrder,
    async (w) => {
      const [businessId, other] = [await createBusiness(t.db, 'Walk Work Order Garage'), await createBusiness(t.db, 'Walk Other Garage')];
      const serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
      const { workOrderId } = await createRequest(t.db, { businessId, vin: `1HGCM8263${tag().toUpperCase()}`, serviceTypeId, statusId: S.inProgress, dateCreated: new Date('2025-03-01T09:00:00Z') });
      const body = (version: number, number: string) => ({
        id: workOrderId,
        version,
        locationId: other,
        scanReport: { statusId: SCAN_REPORT_STATUSES.sent, dateStarted: '2025-03-01T10:00:00Z', dateCompleted: '2025-03-01T11:30:00Z' },
        invoice: { number, amount: 129.5 },
      });
      await w.ok({ body: body(1, 'INV-W1') }, [updated(K.workOrder, workOrderId)]);
      await w.refused({ body: body(1, 'STALE') }, 409, ['work_orders']);
    },
  ],
  [
    c.maintenance.resetTechnician,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Reset Garage');
      const technicianId = await createTechnician(t.db, 'Walt', 'Reset');
      const serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
      const r = await createRequest(t.db, { businessId, vin: `2T1BURHE0${tag().toUpperCase()}`, serviceTypeId, statusId: S.dispatched, technicianId, dateCreated: new Date('2025-04-01T08:00:00Z') });
      await t.db.updateTable('service_requests').set({ date_dispatched: new Date('2025-04-01T08:05:00Z') }).where('id', '=', r.id).execute();
      await w.refused({ body: { technicianId: 0 } }, 400, ['service_requests']);
      await w.ok({ body: { technicianId } }, [updated(K.serviceRequest, r.id)]);
    },
  ],
  [
    c.maintenance.cancelPendingRequests,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Pending Garage');
      const serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
      const r = await createRequest(t.db, { businessId, vin: `2T1BURHE1${tag().toUpperCase()}`, serviceTypeId, statusId: S.pending, dateCreated: new Date('2025-04-01T08:00:00Z') });
      await w.refused({ query: { locationId: '99999999' } }, 404, ['service_requests']);
      await w.ok({ query: { locationId: String(businessId) } }, [updated(K.serviceRequest, r.id)]);
    },
  ],
  [
    c.maintenance.fixDispatchTimes,
    async (w) => {
      const businessId = await createBusiness(t.db, 'Walk Dispatch Garage');
      const technicianId = await createTechnician(t.db, 'Dora', 'Walk');
      const serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
      const r = await createRequest(t.db, { businessId, vin: `2T1BURHE2${tag().toUpperCase()}`, serviceTypeId, statusId: S.completed, technicianId, dateCreated: new Date('2025-04-01T08:00:00Z') });
      await t.db.updateTable('service_requests').set({ date_dispatched: null }).where('id', '=', r.id).execute();
      await w.refused({ query: { locationId: 'x' } }, 400, ['service_requests']);
      await w.ok({ query: { locationId: String(businessId) } }, [updated(K.serviceRequest, r.id)]);
    },
  ],
  // Chat channels (their messages are content: NOT_RECORDS)
  [
    c.chat.openChannel,
    async (w) => {
      const request = await createChatRequest(t.db, { shop: 'Walk Chat Garage' });
      await w.ok({ body: { serviceRequestId: request.id } }, [created(K.channel, request.id)]);
      await w.refused({ body: { serviceRequestId: 99_999_999 } }, 404, ['chat_channels']);
    },
  ],
  [
    c.chat.addMembers,
    async (w) => {
      const request = await createChatRequest(t.db, { shop: 'Walk Members Garage' });
      const channel = await api(c.chat.openChannel, { body: { serviceRequestId: request.id } });
      const other = await createShopUser(t.db, request.businessId, 'Olga', 'Other');
      await w.ok({ body: { channelUrl: channel.url, userIds: [String(other)] } }, [updated(K.channel, request.id)]);
      await w.refused({ body: { channelUrl: channel.url, userIds: ['99999999'] } }, 404, ['chat_channels']);
    },
  ],
  [
    c.chat.removeUser,
    async (w) => {
      const request = await createChatRequest(t.db, { shop: 'Walk Leavers Garage' });
      const channel = await api(c.chat.openChannel, { body: { serviceRequestId: request.id } });
      const other = await createShopUser(t.db, request.businessId, 'Lea', 'Leaver');
      await api(c.chat.addMembers, { body: { channelUrl: channel.url, userIds: [String(other)] } });
      await w.ok({ body: { channelUrl: channel.url, userId: String(other) } }, [updated(K.channel, request.id)]);
      await w.refused({ body: { channelUrl: channel.url, userId: String(other) } }, 404, ['chat_channels']);
    },
  ],
  [
    c.chat.removeGroupChannel,
    async (w) => {
      const request = await createChatRequest(t.db, { shop: 'Walk Removed Garage' });
      await api(c.chat.openChannel, { body: { serviceRequestId: request.id } });
      await w.ok({ body: { channelUrl: channelUrlOf(request.id) } }, [deleted(K.channel, request.id)]);
      await w.refused({ body: { channelUrl: channelUrlOf(request.id) } }, 404, ['chat_channels']);
    },
  ],
  [
    c.chat.addMessageTranslated,
    async (w) => {
      const request = await createChatRequest(t.db, { shop: 'Walk Translated Garage' });
      const channelUrl = channelUrlOf(request.id);
      await api(c.chat.openChannel, { body: { serviceRequestId: request.id } });
      await api(c.chat.insertUserMessage, { body: { channelUrl, text: 'Is the car ready?' } });
      await api(c.chat.saveChatHistory, { body: { channelUrl } });
      const [message] = (await api(c.chat.serviceRequestMessages, { query: { id: String(request.id) } })).items;
      const body = { messageId: message.messageId, language: 'es', text: '¿Está listo el coche?' };
      await w.ok({ body }, [updated(K.messageTranslation, message.messageId)]);
      await w.ok({ body: { ...body, text: '¿El coche está listo?', version: 1 } }, [updated(K.messageTranslation, message.messageId)]);
      await w.refused({ body: { ...body, text: 'Tarde', version: 1 } }, 409, ['chat_message_translations']);
    },
  ],
  // Service catalogue
  [
    c.serviceCatalogue.upsertScanType,
    async (w) => {
      const serviceElementGroupId = await lookupId(SERVICE_ELEMENT_GROUP_KEY, 'ADAS calibration');
      const made = await w.ok({ body: { id: 0, text: `Walk scan ${tag()}`, stringValue: 'WLK', serviceElementGroupId } }, (s) => [created(K.scanType, s.id)]);
      await w.ok({ body: { id: made.id, text: `${made.text} 2`, serviceElementGroupId, version: 1 } }, [updated(K.scanType, made.id)]);
      await w.refused({ body: { id: made.id, text: 'Stale', serviceElementGroupId, version: 1 } }, 409, ['lookups']);
    },
  ],
  [
    c.serviceCatalogue.upsertActivationCard,
    async (w) => {
      const card = { id: 0, activationCardId: `AC-W-${tag()}`, activationPassword: 'Zq4-7mWx', activationAccountType: ACTIVATION_ACCOUNT_TYPES.shop };
      const made = await w.ok({ body: card }, (x) => [created(K.activationCard, x.id)]);
      await w.ok({ body: { ...card, id: made.id, activationPassword: 'Other-Pass-2', version: 1 } }, [updated(K.activationCard, made.id)]);
      await w.refused({ body: { ...card, id: made.id, activationPassword: 'Stale-Pass-3', version: 1 } }, 409, ['activation_cards']);
    },
  ],
  [
    c.serviceCatalogue.upsertProduct,
    async (w) => {
      const made = await w.ok({ body: { id: 0, name: `Walk product ${tag()}`, disclaimer: 'Level floor.' } }, (p) => [created(K.product, p.id)]);
      await w.ok({ body: { id: made.id, name: made.name, disclaimer: 'Alignment first.', version: 1 } }, [updated(K.product, made.id)]);
      await w.refused({ body: { id: made.id, name: 'Stale', version: 1 } }, 409, ['lookups']);
    },
  ],
  [
    c.serviceCatalogue.upsertProductAdd,
    async (w) => {
      const made = await w.ok({ body: { id: 0, name: `Walk add ${tag()}` } }, (p) => [created(K.productAdd, p.id)]);
      await w.ok({ body: { id: made.id, name: `${made.name} 2`, version: 1 } }, [updated(K.productAdd, made.id)]);
      await w.refused({ body: { id: made.id, name: 'Stale', version: 1 } }, 409, ['lookups']);
    },
  ],
  [
    c.serviceCatalogue.upsertProductMake,
    async (w) => {
      const productId = await lookupId(LOOKUP_KEYS.product, 'ADAS calibration');
      const { id: makeId } = await t.db.insertInto('makes').values({ make: `Walkmake ${tag()}` }).returning('id').executeTakeFirstOrThrow();
      const made = await w.ok({ body: { id: 0, productId, makeId } }, (pm) => [created(K.productMake, pm.id)]);
      await w.ok({ body: { id: made.id, productId, makeId, isActive: false, version: 1 } }, [updated(K.productMake, made.id)]);
      await w.refused({ body: { id: made.id, productId, makeId, isActive: true, version: 1 } }, 409, ['product_makes']);
    },
  ],
  // Messages
  [
    c.messages.savePrecannedMessages,
    async (w) => {
      const made = await w.ok({ body: [{ id: 0, text: `Walk message ${tag()}`, sortOrder: 9 }] }, (a) => [created(K.precannedMessage, a.results[0].id)]);
      const id = made.results[0].id;
      await w.ok({ body: [{ id, text: 'Please send a photo.', sortOrder: 9, version: 1 }] }, [updated(K.precannedMessage, id)]);
      await w.refused({ body: [{ id, text: 'Stale', sortOrder: 9, version: 1 }] }, 200, ['lookups']);
    },
  ],
  [
    c.messages.saveCalibrationRecommendations,
    async (w) => {
      const vehicleMake = await makeId('Honda');
      const row = { id: 0, nickname: `Walk camera ${tag()}`, vehicleMake, recommendation: 'Aim the camera.' };
      const made = await w.ok({ body: [row] }, (a) => [created(K.calibrationRecommendation, a.results[0].id)]);
      const id = made.results[0].id;
      await w.ok({ body: [{ ...row, id, recommendation: 'Aim it twice.', version: 1 }] }, [updated(K.calibrationRecommendation, id)]);
      await w.refused({ body: [{ ...row, id, recommendation: 'Stale', version: 1 }] }, 200, ['calibration_recommendations']);
    },
  ],
  [
    c.messages.deleteCalibrationRecommendation,
    async (w) => {
      const row = { id: 0, nickname: `Walk gone ${tag()}`, vehicleMake: await makeId('Honda'), recommendation: 'Soon gone.' };
      const id = (await api(c.messages.saveCalibrationRecommendations, { body: [row] })).results[0].id;
      await w.refused({ query: { id: String(id), version: '2' } }, 409, ['calibration_recommendations']);
      await w.ok({ query: { id: String(id), version: '1' } }, [deleted(K.calibrationRecommendation, id)]);
    },
  ],
  [
    c.messages.saveCalibrationWelcomeMessage,
    async (w) => {
      const es = await api(c.messages.getTranslatedCalibrationWelcomeMessage, { query: { languageCode: 'es' } });
      await w.ok({ body: { LanguageCode: 'es', Text: `<p>Bienvenido ${tag()}</p>`, version: es.version } }, [updated(K.welcomeMessage, 1)]);
      await w.refused({ body: { LanguageCode: 'es', Text: 'Stale', version: es.version } }, 409, ['welcome_messages']);
    },
  ],
  [
    c.messages.disableCalibrationWelcomeMessage,
    async (w) => {
      await api(c.messages.enableCalibrationWelcomeMessage);
      await w.ok({}, [updated(K.welcomeMessage, 1)]);
    },
  ],
  [
    c.messages.enableCalibrationWelcomeMessage,
    async (w) => {
      await api(c.messages.disableCalibrationWelcomeMessage);
      await w.ok({}, [updated(K.welcomeMessage, 1)]);
    },
  ],
  // Reports
  [
    c.reports.saveScanTool,
    async (w) => {
      const made = await w.ok({ body: { id: 0, name: `Walk tool ${tag()}`, makeId: await makeId('Kia'), appId: 5 } }, (s) => [created(K.scanTool, s.id)]);
      await w.ok({ body: { ...made, name: `${made.name} 2` } }, [updated(K.scanTool, made.id)]);
      await w.refused({ body: { ...made, name: 'Stale' } }, 409, ['scan_tools']);
    },
  ],
  [
    c.reports.removeScanTool,
    async (w) => {
      const made = await api(c.reports.saveScanTool, { body: { id: 0, name: `Walk gone ${tag()}`, makeId: await makeId('Kia'), appId: 5 } });
      await w.refused({ query: { id: String(made.id), version: '2' } }, 409, ['scan_tools']);
      await w.ok({ query: { id: String(made.id), version: '1' } }, [deleted(K.scanTool, made.id)]);
    },
  ],
  [
    c.reports.saveReportTemplate,
    async (w) => {
      const body = { id: 0, area: 1, productId: await lookupId('product', 'Pre/post scan'), order: 3, appId: 4, template: '<p>{{recommendation.text}}</p>' };
      const made = await w.ok({ body }, (r) => [created(K.reportTemplate, r.id)]);
      await w.ok({ body: { ...made, order: 9 } }, [updated(K.reportTemplate, made.id)]);
      await w.refused({ body: { ...made, order: 7 } }, 409, ['report_templates']);
    },
  ],
  [
    c.reports.removeReportTemplate,
    async (w) => {
      const body = { id: 0, area: 1, productId: await lookupId('product', 'Pre/post scan'), order: 4, appId: 4, template: '<p>{{recommendation.text}}</p>' };
      const made = await api(c.reports.saveReportTemplate, { body });
      await w.refused({ query: { id: String(made.id), version: '2' } }, 409, ['report_templates']);
      await w.ok({ query: { id: String(made.id), version: '1' } }, [deleted(K.reportTemplate, made.id)]);
    },
  ],
  // References
  [
    c.references.saveInsurance,
    async (w) => {
      await w.ok({ query: { name: `Walk Mutual ${tag()}` } }, (i) => [created(K.insuranceCompany, i.id)]);
      await w.refused({ query: { name: ' ' } }, 400, ['lookups']);
    },
  ],
  [
    c.references.saveZeusLookup,
    async (w) => {
      const made = await w.ok({ body: { id: 0, manufacturer: 'Walk', brand: `Brand ${tag()}`, model: 'One' } }, (m) => [created(K.deviceModel, m.id)]);
      await w.ok({ body: { ...made, model: 'Two' } }, [updated(K.deviceModel, made.id)]);
      await w.refused({ body: { ...made, model: 'Stale' } }, 409, ['device_models']);
    },
  ],
  // Files
  [
    c.files.uploadBase64,
    async (w) => {
      const body = { folder: 'uploads', fileName: `walk-${tag()}.txt`, contentBase64: Buffer.from('hello\n').toString('base64') };
      await w.ok({ body }, (f) => [created(K.file, f.id)]);
      await w.refused({ body }, 409);
    },
  ],
  // Opening hours
  [
    c.openingHours.updateTenantSupportEmail,
    async (w) => {
      const tenant = await t.db.selectFrom('tenants').select(['id', 'version']).where('platform', '=', SOLUTIONS.ukEurope).executeTakeFirstOrThrow();
      const body = { ID: tenant.id, SupportEmail: `desk.${tag()}@scancal.example`, version: tenant.version };
      await w.ok({ body }, [updated(K.tenant, tenant.id)]);
      await w.refused({ body: { ...body, SupportEmail: 'stale@scancal.example' } }, 409, ['tenants']);
    },
  ],
  [
    c.openingHours.updateStandardOpeningHours,
    async (w) => {
      const tenant = await t.db.selectFrom('tenants').select('id').where('platform', '=', SOLUTIONS.ukEurope).executeTakeFirstOrThrow();
      const day = await t.db.selectFrom('standard_opening_hours').select(['id', 'version']).where('tenant_id', '=', tenant.id).orderBy('id').executeTakeFirstOrThrow();
      const body = { id: day.id, openingTime: '06:15', closingTime: '18:45', version: day.version };
      await w.ok({ body }, [updated(K.standardDay, day.id)]);
      await w.refused({ body: { ...body, closingTime: '17:00' } }, 409, ['standard_opening_hours']);
    },
  ],
  [
    c.openingHours.insertHolidayOpeningHours,
    async (w) => {
      const tenant = await t.db.selectFrom('tenants').select('id').where('platform', '=', SOLUTIONS.glass).executeTakeFirstOrThrow();
      const body = { tenantId: tenant.id, holidayDate: '2029-03-14', name: 'Walk day', openingTime: null, closingTime: null };
      await w.ok({ body }, (h) => [created(K.holiday, h.id)]);
      await w.refused({ body }, 409, ['holiday_opening_hours']);
    },
  ],
  [
    c.openingHours.updateHolidayOpeningHours,
    async (w) => {
      const tenant = await t.db.selectFrom('tenants').select('id').where('platform', '=', SOLUTIONS.glass).executeTakeFirstOrThrow();
      const holiday = await api(c.openingHours.insertHolidayOpeningHours, { body: { tenantId: tenant.id, holidayDate: '2029-04-14', name: 'Walk', openingTime: null, closingTime: null } });
      const body = { id: holiday.id, holidayDate: '2029-04-14', name: 'Walk renamed', openingTime: '10:00', closingTime: '14:00', version: 1 };
      await w.ok({ body }, [updated(K.holiday, holiday.id)]);
      await w.refused({ body: { ...body, name: 'Stale' } }, 409, ['holiday_opening_hours']);
    },
  ],
  [
    c.openingHours.deleteHolidayOpeningHours,
    async (w) => {
      const tenant = await t.db.selectFrom('tenants').select('id').where('platform', '=', SOLUTIONS.glass).executeTakeFirstOrThrow();
      const holiday = await api(c.openingHours.insertHolidayOpeningHours, { body: { tenantId: tenant.id, holidayDate: '2029-05-14', name: 'Gone', openingTime: null, closingTime: null } });
      await w.refused({ body: { id: holiday.id, version: 2 } }, 409, ['holiday_opening_hours']);
      await w.ok({ body: { id: holiday.id, version: 1 } }, [deleted(K.holiday, holiday.id)]);
    },
  ],
  // Translations
  [
    c.translations.saveReportTranslations,
    async (w) => {
      const id = await sectionId(t.db, 'Invoice', 'Payment terms');
      await w.ok({ body: { code: 'es', items: [{ id, translation: 'Condiciones de pago', previous: null }] } }, [created(K.reportSectionTranslation, id)]);
      await w.refused({ body: { code: 'es', items: [{ id, translation: 'Plazos de pago', previous: null }] } }, 409, ['report_section_translations']);
    },
  ],
  [
    c.translations.translateAllReportSections,
    async (w) => {
      const filled = await w.ok({ query: { code: 'es' } }, (a) => [created(K.reportSectionTranslation, undefined, a.filled)]);
      expect(filled.filled).toBeGreaterThan(0);
      await w.refused({ query: { code: 'xx' } }, 400, ['report_section_translations']);
    },
  ],
  [
    c.translations.saveServiceElementTranslations,
    async (w) => {
      const group = await t.db.selectFrom('service_elements').select('service_element_group_id').executeTakeFirstOrThrow();
      const { id } = await t.db.insertInto('service_elements').values({ name: `Walk element ${tag()}`, service_element_group_id: group.service_element_group_id }).returning('id').executeTakeFirstOrThrow();
      await w.ok({ body: { cultureCode: 'es', items: [{ serviceElementId: id, translation: 'Elemento', previous: null }] } }, [created(K.serviceElementTranslation, id)]);
      await w.refused({ body: { cultureCode: 'es', items: [{ serviceElementId: id, translation: 'Otro', previous: null }] } }, 409, ['service_element_translations']);
    },
  ],
  [
    c.translations.translateAllServiceElements,
    async (w) => {
      const group = await t.db.selectFrom('service_elements').select('service_element_group_id').executeTakeFirstOrThrow();
      await t.db.insertInto('service_elements').values({ name: 'Pre-scan', service_element_group_id: group.service_element_group_id }).onConflict((oc) => oc.column('name').doNothing()).execute();
      const filled = await w.ok({ query: { cultureCode: 'es' } }, (a) => [created(K.serviceElementTranslation, undefined, a.filled)]);
      expect(filled.filled).toBeGreaterThan(0);
      await w.refused({ query: { cultureCode: 'xx' } }, 400, ['service_element_translations']);
    },
  ],
  [
    c.translations.appLabelTranslations,
    async (w) => {
      const labels: J[] = await api(c.translations.getAppLabelTranslations, { query: { code: 'fr' } });
      const vin = labels.find((l) => l.key === 'request.vin');
      const body = { code: 'fr', items: [{ id: vin.id, translation: `NIV ${tag()}`, previous: vin.translation }] };
      await w.ok({ body }, [(vin.translation ? updated : created)(K.appLabelTranslation, vin.id)]);
      await w.refused({ body }, 409, ['app_label_translations']);
    },
  ],
  // RAG ratings
  [
    c.rag.upsertServiceElement,
    async (w) => {
      const [group] = await api(c.rag.getServiceElementGroups);
      const made = await w.ok({ body: { id: 0, name: `Walk element ${tag()}`, serviceElementGroupId: group.id } }, (e) => [created(K.serviceElement, e.id)]);
      await w.ok({ body: { id: made.id, name: `${made.name} 2`, serviceElementGroupId: group.id, version: 1 } }, [updated(K.serviceElement, made.id)]);
      await w.refused({ body: { id: made.id, name: 'Stale', serviceElementGroupId: group.id, version: 1 } }, 409, ['service_elements']);
    },
  ],
  [
    c.rag.getRAGRatingVehicleId,
    async (w) => {
      await w.ok({ query: { make: 'tesla', model: 'model 3', year: '2023' } }, (v) => [created(K.ragVehicle, v.vehicleId)]);
      await w.refused({ query: { make: 'Honda', model: 'Mustang', year: '2020' } }, 400, ['rag_vehicles']);
    },
  ],
  [
    c.rag.updateRagRatingForServiceElement,
    async (w) => {
      const vehicleId = await ragVehicle('Honda', 'Civic', 2022);
      const rating = await t.db.selectFrom('rag_ratings').select(['service_element_id', 'rag_rating_id', 'version']).where('vehicle_id', '=', vehicleId).orderBy('service_element_id').executeTakeFirstOrThrow();
      const [red, green] = [await lookupId('rag.rating', 'Red'), await lookupId('rag.rating', 'Green')];
      const body = { vehicleId, serviceElementId: rating.service_element_id, ragRatingId: rating.rag_rating_id === red ? green : red, version: rating.version };
      await w.ok({ body }, [updated(K.ragRating, rating.service_element_id)]);
      await w.refused({ body: { ...body, ragRatingId: null } }, 409, ['rag_ratings']);
    },
  ],
  [
    c.rag.copyRagRatings,
    async (w) => {
      const [source, target] = [await ragVehicle('Toyota', 'Camry', 2021), await ragVehicle('Toyota', 'Camry', 2022)];
      await unrate(source, target);
      await w.ok({ query: { sourceVehicleId: String(source), targetVehicleId: String(target) } }, [updated(K.ragRatingsCopy, target)]);
      await w.refused({ query: { sourceVehicleId: String(source), targetVehicleId: '999999' } }, 404, ['rag_ratings']);
    },
  ],
  [
    c.rag.bulkCopyRagRatings,
    async (w) => {
      const source = await ragVehicle('Honda', 'Civic', 2019);
      const targets = [await ragVehicle('Honda', 'Civic', 2020), await ragVehicle('Honda', 'Civic', 2021)];
      for (const target of targets) await unrate(source, target);
      await w.ok({ body: { sourceVehicleId: source, targetVehicleIds: targets } }, [updated(K.ragRatingsBulkCopy, targets)]);
      await w.refused({ body: { sourceVehicleId: source, targetVehicleIds: [...targets, 999999] } }, 404, ['rag_ratings']);
    },
  ],
  [
    c.rag.audit,
    async (w) => {
      const vehicleId = await ragVehicle('Toyota', 'Camry', 2024);
      await w.ok({ body: { vehicleId, note: 'Walked through.' } }, [reviewed(K.ragVehicle, vehicleId)]);
      await w.refused({ body: { vehicleId: 999999 } }, 404);
    },
  ],
  // Scan-pro
  [
    c.scanpro.saveScanProConfiguration,
    async (w) => {
      const business = (await t.db.selectFrom('businesses').select('id').where('id', '<>', 49).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
      const cfg: ScanProConfiguration = await api(c.scanpro.scanProConfiguration, { query: { id: String(business) } });
      const body = {
        businessId: business,
        version: cfg.version,
        criteria: cfg.criteria.map(({ serviceElements, ...row }) => ({ ...row, serviceElements: serviceElements.map(({ name: _, ...e }) => e) })),
        checklist: cfg.checklist,
      };
      const own: ScanProConfiguration = await w.ok({ body }, [created(K.scanProConfiguration, business)]);
      const again = { ...body, version: own.version, checklist: own.checklist.map((i) => ({ ...i, text: `${i.text} (walked)` })) };
      await w.ok({ body: again }, [updated(K.scanProConfiguration, business)]);
      await w.refused({ body: again }, 409, ['scanpro_configurations', 'scanpro_checklist_items']);
    },
  ],
  [
    c.scanpro.saveScanProResults,
    async (w) => {
      const businessId = (await t.db.selectFrom('businesses').select('id').where('id', '<>', 49).orderBy('id').limit(1).executeTakeFirstOrThrow()).id;
      const cfg: ScanProConfiguration = await api(c.scanpro.scanProConfiguration, { query: { id: String(businessId) } });
      const answers = { adasEquipped: true, airbagDeployed: false, damageAreas: ['front'], checked: cfg.checklist.filter((i) => i.required).map((i) => i.id) };
      const body = { businessId, vin: '2HGFC2F50LH500001', submodel: 'LX', answers, recommendations: [] };
      await w.ok({ body }, (r) => [created(K.scanProResult, r.id)]);
      await w.refused({ body: { ...body, vin: 'ABC' } }, 400, ['scanpro_results']);
    },
  ],
  // Dashboard templates
  [
    c.dashboard.templateSave,
    async (w) => {
      const body = { id: 0, name: `Walk ${tag()}`, dashboard: 'statistics', definition: { conditions: [] } };
      const made = await w.ok({ body }, (d) => [created(K.dashboardTemplate, d.id)]);
      await w.ok({ body: { ...body, id: made.id, name: `${body.name} 2`, version: 1 } }, [updated(K.dashboardTemplate, made.id)]);
      await w.refused({ body: { ...body, id: made.id, name: 'Stale', version: 1 } }, 409, ['dashboard_templates']);
    },
  ],
  [
    c.dashboard.templateRemove,
    async (w) => {
      const made = await api(c.dashboard.templateSave, { body: { id: 0, name: `Walk gone ${tag()}`, dashboard: 'statistics', definition: { conditions: [] } } });
      await w.ok({ body: { id: made.id } }, [deleted(K.dashboardTemplate, made.id)]);
      await w.refused({ body: { id: made.id } }, 404, ['dashboard_templates']);
    },
  ],
  [
    c.dashboard.templateShare,
    async (w) => {
      const made = await api(c.dashboard.templateSave, { body: { id: 0, name: `Walk shared ${tag()}`, dashboard: 'statistics', definition: { conditions: [] } } });
      await w.ok({ body: { id: made.id, shared: true } }, [updated(K.dashboardTemplate, made.id)]);
      await w.refused({ body: { id: 99_999_999, shared: true } }, 404, ['dashboard_templates']);
    },
  ],
  // Saved list views and column choices (issue 35)
  [
    c.views.viewUpsert,
    async (w) => {
      const body = { id: 0, list: 'business', name: `Walk ${tag()}`, state: { filter: { q: 'walk' }, sort: { field: 'name', order: 'ASC' as const }, columns: ['name'], perPage: 10 }, isDefault: false };
      const made = await w.ok({ body }, (v) => [created(K.listView, v.id)]);
      await w.ok({ body: { ...body, id: made.id, version: 1, name: `${body.name} 2` } }, [updated(K.listView, made.id)]);
      await w.refused({ body: { ...body, id: made.id, version: 1, name: 'Stale' } }, 409, ['list_views']);
    },
  ],
  [
    c.views.viewShare,
    async (w) => {
      const made = await api(c.views.viewUpsert, { body: { id: 0, list: 'business', name: `Walk shared ${tag()}`, state: { filter: {}, sort: { field: 'name', order: 'ASC' }, columns: ['name'], perPage: 10 } } });
      await w.ok({ body: { id: made.id, version: 1, shared: true } }, [updated(K.listView, made.id)]);
      await w.refused({ body: { id: made.id, version: 1, shared: false } }, 409, ['list_views']);
    },
  ],
  [
    c.views.viewDelete,
    async (w) => {
      const made = await api(c.views.viewUpsert, { body: { id: 0, list: 'business', name: `Walk gone ${tag()}`, state: { filter: {}, sort: { field: 'name', order: 'ASC' }, columns: ['name'], perPage: 10 } } });
      await w.refused({ body: { id: made.id, version: 2 } }, 409, ['list_views']);
      await w.ok({ body: { id: made.id, version: 1 } }, [deleted(K.listView, made.id)]);
    },
  ],
  [
    c.views.columnsSave,
    async (w) => {
      const list = `walk${tag()}`;
      const made = await w.ok({ body: { list, columns: ['name', 'shopId'], hidden: ['phone'] } }, [created(K.listColumns)]);
      expect(made).toMatchObject({ saved: true });
      await w.ok({ body: { list, columns: ['shopId', 'name'], hidden: ['phone'] } }, [updated(K.listColumns)]);
      await w.refused({ body: { list, columns: ['name'], hidden: ['name'] } }, 400, ['list_columns']);
    },
  ],
  [
    c.views.columnsReset,
    async (w) => {
      const list = `walkreset${tag()}`;
      await api(c.views.columnsSave, { body: { list, columns: ['name'], hidden: [] } });
      await w.ok({ body: { list } }, [deleted(K.listColumns)]);
      await w.refused({ body: { list: 'not a list' } }, 400, ['list_columns']);
    },
  ],
];

/** The write endpoints (by method) that change no record staff edit, each with why. */
const NOT_RECORDS: [Endpoint, string][] = [
  [c.auth.token, 'signs in: a session, not a record'],
  [c.auth.logout, 'ends a session'],
  [c.users.emailExists, 'reads: whether an email is taken'],
  [c.users.getDownloadToken, 'issues a short-lived download token, stored nowhere staff edit'],
  [c.lookup.byKey, 'reads a lookup type’s items'],
  [c.lookupStore.byKeys, 'reads several lookup types’ items'],
  [c.device.deviceActivationInfo, 'reads a device’s activation'],
  [c.openingHours.getAuditLog, 'reads the opening-hours history'],
  [c.rag.getAuditLog, 'reads the RAG history'],
  [c.history.activity, 'reads the change history'],
  [c.chat.markRead, 'moves the caller’s read marker: a per-user cursor, not a record'],
  [c.chat.saveChatHistory, 'keeps a channel’s messages: content, not a record'],
  [c.chat.insertUserMessage, 'sends a message: content, not a record'],
  [c.scanpro.evaluateVehicle, 'evaluates answers: reads only'],
  [c.dashboard.data, 'reads a dashboard’s rows'],
  [c.dashboard.chart, 'reads a dashboard’s chart'],
  [c.dashboard.exportServiceRequestStatistics, 'exports a file: reads only'],
  [c.dashboard.exportDeviceStatistics, 'exports a file: reads only'],
  [c.dashboard.exportActivationCardStatistics, 'exports a file: reads only'],
  [c.dashboard.exportBusinessAccountSetup, 'exports a file: reads only'],
  [c.dashboard.exportDeviceShipment, 'exports a file: reads only'],
  [c.dashboard.exportServiceRequestsAdhoc, 'exports a file: reads only'],
  // An import's rows are written by their lists' own save calls, each recorded as that call records it, with the
  // file's name (server/modules/imports/imports.test.ts); its own calls keep the file and the rows' outcomes.
  [c.imports.upload, 'keeps a file to import: not a record'],
  [c.imports.check, 'a dry run of the rows: writes nothing'],
  [c.imports.apply, 'starts an import: its rows are saved by their lists’ calls, in the background'],
  [c.imports.cancel, 'stops an import'],
  [c.imports.rows, 'reads an import’s rows'],
];

const name = (e: Endpoint) => `${e.method} ${e.url}`;
const isWrite = (e: Endpoint) => e.method === 'POST' || e.writes === true;

describe('the write endpoints of the contract', () => {
  it('are each declared once: in WRITES or in NOT_RECORDS', () => {
    const declared = [...WRITES.map(([e]) => e), ...NOT_RECORDS.map(([e]) => e)];
    const twice = declared.filter((e, i) => declared.indexOf(e) !== i).map(name);
    expect(twice, 'declared twice').toEqual([]);
    expect(allEndpoints.filter((e) => isWrite(e) && !declared.includes(e)).map(name), 'declared in neither table').toEqual([]);
    expect(declared.filter((e) => !isWrite(e)).map(name), 'declared but not a write').toEqual([]);
  });
});

describe('a write leaves one history entry per changed record, a refused one none', () => {
  it.each(WRITES.map(([endpoint, sample]) => [name(endpoint), endpoint, sample] as const))('%s', async (_name, endpoint, sample) => {
    await sample(walk(endpoint));
  });
});
