/**
 * The command palette's record search (issue 35, Search/Records): each kind found by each of its searched texts,
 * the ranking (the title starting with the first word, then every word at a word's start, then the middle of a
 * word; then title and id), every word required, the limit per kind, the groups' order, special characters found
 * as themselves, bad queries refused by name, and who may call it. The records are made with words the demo's
 * data does not hold, so each query finds only this file's records.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOOKUP_KEYS as K } from '../../../contract/lookupKeys';
import { type SearchGroup, type SearchKind, searchContract as c } from '../../../contract/search';
import { SERVICE_REQUEST_STATUSES } from '../../../contract/serviceRequest';
import { call, login, withTestApp } from '../../test/harness';
import { addLookup } from '../businessDetails/testFixtures';
import { createIdentity } from '../identity/identities.repository';
import { createRequest, scanTypeId } from '../serviceRequests/testFixtures';

const t = withTestApp();
const s = { admin: '', superAdmin: '', tech: '', active: 0 };

/** A business with its primary address (the hit's city), and its parent when it has one: its id. */
async function business(name: string, more: { shopId?: string; phone?: string; city?: string; parentId?: number; grandparentId?: number } = {}) {
  const { id } = await t.db
    .insertInto('businesses')
    .values({
      name,
      shop_id: more.shopId ?? `S${randomBytes(5).toString('hex')}`,
      phone: more.phone ?? null,
      status_id: s.active,
      parent_id: more.parentId ?? null,
      grandparent_id: more.grandparentId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('business_addresses')
    .values({ business_id: id, kind: 'primary', street: '1 Main Street', city: more.city ?? 'Springfield', country: 'US' })
    .execute();
  return id;
}

/** A platform user (no business) with these names and roles: its id. */
const platformUser = (given: string, family: string, username: string, email: string, roles = ['Admin']) =>
  createIdentity(t.db, { username, email, given_name: given, family_name: family, password_hash: '!', created_by: 'test' }, roles);

async function device(serialNumber: string, businessId: number | null, model = 'TechPRO 2') {
  const values = { serial_number: serialNumber, name: 'Bay', manufacturer: 'MAHLE', brand: 'TechPRO', model, business_id: businessId, status_id: 1, date_created: new Date() };
  return (await t.db.insertInto('devices').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A service request of the shop, in progress, with its chat channel named as the console names it: the request's id. */
async function requestWithChannel(businessId: number, shop: string) {
  const vin = `1HGCM8263${randomBytes(4).toString('hex').toUpperCase()}`;
  const serviceTypeId = await scanTypeId(t.db, 'ADAS static calibration');
  const { id } = await createRequest(t.db, { businessId, vin, serviceTypeId, statusId: SERVICE_REQUEST_STATUSES.inProgress, dateCreated: new Date() });
  await t.db.insertInto('chat_channels').values({ url: `sr_${id}`, service_request_id: id, channel_type: 4, name: `SR ${id} · ${shop} · ${vin}` }).execute();
  return { id, vin };
}

const ids: Record<string, number> = {};
let request = { id: 0, vin: '' };

beforeAll(async () => {
  s.admin = (await login(t.app, 'demo.admin')).access_token;
  s.superAdmin = (await login(t.app, 'admin')).access_token;
  s.tech = (await login(t.app, 'demo.tech')).access_token;
  s.active = await addLookup(t.db, K.businessStatus, 'Active');
  // Quillfeather: the four tiers of a business's ranking, and a partner heading a shop.
  ids.motors = await business('Quillfeather Motors', { shopId: 'QF-1001', phone: '(512) 555-0142', city: 'Austin' });
  ids.body = await business('quillfeather body shop');
  ids.grand = await business('Grand Quillfeather Garage');
  ids.big = await business('Bigquillfeather Autos');
  ids.holdings = await business('Quillfeather Holdings');
  ids.child = await business('Harbour Lane Collision', { parentId: ids.holdings });
  // Xylaria: one record of every kind.
  ids.xylaria = await business('Xylaria Works', { city: 'Toledo' });
  ids.xylariaGroup = await business('Xylaria Group');
  ids.xylariaChild = await business('Pine Street Body', { parentId: ids.xylaria, grandparentId: ids.xylariaGroup });
  ids.user = await platformUser('Xylaria', 'Vexcombe', 'xvexcombe', 'x.vexcombe@palette-test.example');
  ids.device = await device('XYLARIA-778899', ids.xylaria, 'MaxiSys Ultra');
  request = await requestWithChannel(ids.xylaria, 'Xylaria Works');
  // Special characters, each the text itself.
  ids.percent = await business('100% Zyxwv_Tuning');
  ids.quote = await business(`O'Zyxwv "Fast" Lube`);
  ids.slash = await business('Zyxwv\\Back Garage');
  ids.emoji = await business('Zyxwv 🚗 Autos');
});

const search = (query: Record<string, string>, token = s.admin, headers: Record<string, string> = {}) => call(t.app, c.records, { token, query, headers });

async function found(q: string, more: Record<string, string> = {}, token = s.admin): Promise<SearchGroup[]> {
  const res = await search({ q, ...more }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ groups: SearchGroup[] }>().groups;
}

const titles = (groups: SearchGroup[], kind: SearchKind) => groups.find((g) => g.kind === kind)?.items.map((i) => i.title) ?? [];
const idsOf = (groups: SearchGroup[], kind: SearchKind) => groups.find((g) => g.kind === kind)?.items.map((i) => i.id) ?? [];

describe('Search/Records', () => {
  it('finds a business by its name, shop id and phone (as written or as digits), with its city, status and phone', async () => {
    for (const q of ['Quillfeather Motors', 'qf-1001', 'QF-10', '555-0142', '5125550142', '(512)']) expect(idsOf(await found(q), 'business'), q).toContain(ids.motors);
    const [hit] = (await found('QF-1001')).find((g) => g.kind === 'business')?.items ?? [];
    expect(hit).toEqual({
      id: ids.motors,
      title: 'Quillfeather Motors',
      code: 'QF-1001',
      context: { city: 'Austin', status: s.active, phone: '(512) 555-0142' },
    });
  });

  it('ranks a title starting with the first word first, then a word start, then the middle of a word; then by title and id', async () => {
    // Titles compared lower-cased: "quillfeather body shop" before "Quillfeather Holdings" and "Quillfeather Motors".
    expect(titles(await found('quillfeather'), 'business')).toEqual([
      'quillfeather body shop',
      'Quillfeather Holdings',
      'Quillfeather Motors',
      'Grand Quillfeather Garage',
      'Bigquillfeather Autos',
    ]);
    // The middle of a word: "uillfeath" starts no word, so every hit is ranked by title alone.
    expect(titles(await found('uillfeath'), 'business')).toEqual([
      'Bigquillfeather Autos',
      'Grand Quillfeather Garage',
      'quillfeather body shop',
      'Quillfeather Holdings',
      'Quillfeather Motors',
    ]);
    // "feather" starts no title and is inside each: a word's start counts only at a word's start.
    expect(titles(await found('garage quill'), 'business')).toEqual(['Grand Quillfeather Garage']);
  });

  it('needs every word, each in any of the texts, in any order', async () => {
    expect(titles(await found('quill motors'), 'business')).toEqual(['Quillfeather Motors']);
    expect(titles(await found('motors quill'), 'business')).toEqual(['Quillfeather Motors']);
    // A word in the name, another in the shop id, another in the phone.
    expect(titles(await found('motors qf-1001 0142'), 'business')).toEqual(['Quillfeather Motors']);
    expect(await found('quillfeather nowhere')).toEqual([]);
  });

  it('finds a word of one or two letters or digits at the start of a word only', async () => {
    expect(titles(await found('quillfeather mo'), 'business')).toEqual(['Quillfeather Motors']);
    expect(titles(await found('quillfeather ot'), 'business')).toEqual([]);
    expect(titles(await found('gr qu'), 'business')).toEqual(['Grand Quillfeather Garage']);
    expect(titles(await found('ui'), 'business')).not.toContain('Quillfeather Motors');
    // A short word beside a longer one: the longer anywhere, the short at a word's start.
    expect(titles(await found('illfeat b'), 'business')).toEqual(['Bigquillfeather Autos', 'quillfeather body shop']);
  });

  it('answers at most perKind of each kind, the best first', async () => {
    expect(titles(await found('quillfeather', { perKind: '2' }), 'business')).toEqual(['quillfeather body shop', 'Quillfeather Holdings']);
    expect(titles(await found('quillfeather', { perKind: '4' }), 'business')).toHaveLength(4);
    // The default is 5: a sixth match is left out.
    await business('Quillfeather Tyres');
    expect(titles(await found('quillfeather'), 'business')).toHaveLength(5);
    expect(titles(await found('quillfeather', { perKind: '20' }), 'business')).toContain('Quillfeather Tyres');
  });

  it('finds partners (businesses heading others, as parent or grandparent) and no other business among them', async () => {
    expect(titles(await found('quillfeather'), 'partner')).toEqual(['Quillfeather Holdings']);
    expect(titles(await found('xylaria'), 'partner')).toEqual(['Xylaria Group', 'Xylaria Works']);
    const [hit] = (await found('xylaria works')).find((g) => g.kind === 'partner')?.items ?? [];
    expect(hit).toMatchObject({ id: ids.xylaria, code: expect.any(String), context: { city: 'Toledo', status: s.active } });
    expect(titles(await found('harbour lane'), 'partner')).toEqual([]);
  });

  it('finds a platform user by full name, username and email, with the email and role; never a business user, a deleted user or a sales rep', async () => {
    for (const q of ['xylaria vexcombe', 'Vexcombe', 'xvexc', 'palette-test.example', 'x.vexcombe@']) expect(idsOf(await found(q), 'user'), q).toEqual([ids.user]);
    const [hit] = (await found('vexcombe')).find((g) => g.kind === 'user')?.items ?? [];
    expect(hit).toEqual({ id: ids.user, title: 'Xylaria Vexcombe', code: 'xvexcombe', context: { email: 'x.vexcombe@palette-test.example', role: 'Admin' } });
    await t.db.insertInto('users').values({ email: 'shop.vexcombe@example.com', given_name: 'Shopkeeper', family_name: 'Vexcombe', password_hash: '!', business_id: ids.xylaria }).execute();
    const gone = await platformUser('Deleted', 'Vexcombe', 'dvexcombe', 'd.vexcombe@example.com');
    await t.db.updateTable('users').set({ is_deleted: true }).where('id', '=', gone).execute();
    const rep = await platformUser('Salesrep', 'Vexcombe', 'svexcombe', 's.vexcombe@example.com', []);
    await t.db.insertInto('sales_reps').values({ id: await addLookup(t.db, K.salesRep), user_id: rep }).execute();
    expect(idsOf(await found('vexcombe'), 'user')).toEqual([ids.user]);
  });

  it("finds a device by its serial number, with its model and its shop", async () => {
    for (const q of ['XYLARIA-778899', 'xylaria-77', '778899', '8899']) expect(idsOf(await found(q), 'device'), q).toEqual([ids.device]);
    const [hit] = (await found('778899')).find((g) => g.kind === 'device')?.items ?? [];
    expect(hit).toEqual({ id: ids.device, title: 'XYLARIA-778899', code: 'MaxiSys Ultra', context: { businessId: ids.xylaria, businessName: 'Xylaria Works' } });
    const inStock = await device('XYLARIA-STOCK-1', null);
    expect((await found('xylaria-stock')).find((g) => g.kind === 'device')?.items).toEqual([
      { id: inStock, title: 'XYLARIA-STOCK-1', code: 'TechPRO 2', context: { businessId: null, businessName: null } },
    ]);
  });

  it('finds a service request by its number only, with its shop and status', async () => {
    const expected = { id: request.id, title: String(request.id), code: request.vin, context: { businessId: ids.xylaria, businessName: 'Xylaria Works', status: 'inProgress' } };
    expect((await found(String(request.id))).find((g) => g.kind === 'serviceRequest')?.items).toEqual([expected]);
    expect((await found(`#${request.id}`)).find((g) => g.kind === 'serviceRequest')?.items).toEqual([expected]);
    // Not a number, a number with another word, a number no request has, or beyond PostgreSQL's integers: no request.
    for (const q of [`${request.id}x`, `${request.id} xylaria`, '2147483647', '99999999999']) expect(idsOf(await found(q), 'serviceRequest'), q).toEqual([]);
  });

  it("finds a chat channel by its name, with its request and the request's shop", async () => {
    const [hit] = (await found(`SR ${request.id} xylaria`)).find((g) => g.kind === 'chatChannel')?.items ?? [];
    expect(hit).toEqual({
      id: `sr_${request.id}`,
      title: `SR ${request.id} · Xylaria Works · ${request.vin}`,
      code: null,
      context: { serviceRequestId: request.id, businessId: ids.xylaria, businessName: 'Xylaria Works' },
    });
    expect(idsOf(await found(request.vin.slice(-6)), 'chatChannel')).toEqual([`sr_${request.id}`]);
  });

  it('groups the hits by kind in the order of SEARCH_KINDS, leaving out kinds with none', async () => {
    expect((await found('xylaria')).map((g) => g.kind)).toEqual(['business', 'partner', 'user', 'device', 'chatChannel']);
    expect((await found(String(request.id))).map((g) => g.kind)).toContain('serviceRequest');
    expect((await found('vexcombe')).map((g) => g.kind)).toEqual(['user']);
    expect(await found('qqqzzzxxxnothing')).toEqual([]);
  });

  it('follows every write to the searched tables (their texts stored by triggers, migration 0038)', async () => {
    const shop = await business('Wobbleton Before Garage');
    expect(idsOf(await found('wobbleton before'), 'business')).toEqual([shop]);
    await t.db.updateTable('businesses').set({ name: 'Wobbleton After Garage' }).where('id', '=', shop).execute();
    expect(idsOf(await found('wobbleton before'), 'business')).toEqual([]);
    expect(idsOf(await found('wobbleton after'), 'business')).toEqual([shop]);
    // A user found, then named a sales rep (not searched), then no longer one; then given a business, then deleted.
    const user = await platformUser('Wobbleton', 'Pemberly', 'wpemberly', 'w.pemberly@example.com');
    expect(idsOf(await found('wobbleton pemberly'), 'user')).toEqual([user]);
    const repId = await addLookup(t.db, K.salesRep);
    await t.db.insertInto('sales_reps').values({ id: repId, user_id: user }).execute();
    expect(idsOf(await found('wobbleton pemberly'), 'user')).toEqual([]);
    await t.db.deleteFrom('sales_reps').where('id', '=', repId).execute();
    expect(idsOf(await found('wobbleton pemberly'), 'user')).toEqual([user]);
    await t.db.updateTable('users').set({ family_name: 'Pemberley' }).where('id', '=', user).execute();
    expect(titles(await found('wobbleton pemberl'), 'user')).toEqual(['Wobbleton Pemberley']);
    await t.db.updateTable('users').set({ business_id: shop }).where('id', '=', user).execute();
    expect(idsOf(await found('wobbleton pemberl'), 'user')).toEqual([]);
    await t.db.updateTable('users').set({ business_id: null, is_deleted: true }).where('id', '=', user).execute();
    expect(idsOf(await found('wobbleton pemberl'), 'user')).toEqual([]);
    // A device renumbered, then removed.
    const bay = await device('WOBBLE-1001', shop);
    await t.db.updateTable('devices').set({ serial_number: 'WOBBLE-2002' }).where('id', '=', bay).execute();
    expect(titles(await found('wobble-'), 'device')).toEqual(['WOBBLE-2002']);
    await t.db.deleteFrom('devices').where('id', '=', bay).execute();
    expect(idsOf(await found('wobble-'), 'device')).toEqual([]);
  });

  it('follows a business becoming a partner and ceasing to be one, and a partner renamed (migration 0042)', async () => {
    const head = await business('Wimbrel Holdings');
    const grand = await business('Wimbrel Group');
    expect(titles(await found('wimbrel'), 'partner')).toEqual([]);
    // Named as a parent by a new shop, as a grandparent by a shop moved under it.
    const shop = await business('Wimbrel Street Garage', { parentId: head });
    const moved = await business('Wimbrel Road Body');
    await t.db.updateTable('businesses').set({ grandparent_id: grand }).where('id', '=', moved).execute();
    expect(titles(await found('wimbrel'), 'partner')).toEqual(['Wimbrel Group', 'Wimbrel Holdings']);
    await t.db.updateTable('businesses').set({ name: 'Wimbrel Partners' }).where('id', '=', head).execute();
    expect(titles(await found('wimbrel'), 'partner')).toEqual(['Wimbrel Group', 'Wimbrel Partners']);
    // A parent no longer once its one shop moves away; a grandparent no longer once its one shop is gone.
    await t.db.updateTable('businesses').set({ parent_id: null }).where('id', '=', shop).execute();
    await t.db.deleteFrom('business_addresses').where('business_id', '=', moved).execute();
    await t.db.deleteFrom('businesses').where('id', '=', moved).execute();
    expect(titles(await found('wimbrel'), 'partner')).toEqual([]);
    expect(titles(await found('wimbrel'), 'business')).toEqual(['Wimbrel Group', 'Wimbrel Partners', 'Wimbrel Street Garage']);
  });

  it('is no partner once two transactions side by side each take one of its two shops away', async () => {
    const head = await business('Quorvane Holdings');
    const [a, b] = [await business('Quorvane North', { parentId: head }), await business('Quorvane South', { parentId: head })];
    expect(titles(await found('quorvane'), 'partner')).toEqual(['Quorvane Holdings']);
    // The first moves its shop and waits before committing; the second moves the other meanwhile (on PostgreSQL it
    // waits for the first's lock on the parent, then reads its change; on PGlite it runs after it).
    let moved = () => {};
    const firstMoved = new Promise<void>((resolve) => (moved = resolve));
    const first = t.db.transaction().execute(async (trx) => {
      await trx.updateTable('businesses').set({ parent_id: null }).where('id', '=', a).execute();
      moved();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await firstMoved;
    const second = t.db.transaction().execute((trx) => trx.updateTable('businesses').set({ parent_id: null }).where('id', '=', b).execute());
    await Promise.all([first, second]);
    expect(titles(await found('quorvane'), 'partner')).toEqual([]);
  });

  it('finds %, _, \\, quotes and emoji as themselves', async () => {
    expect(idsOf(await found('100%'), 'business')).toEqual([ids.percent]);
    expect(idsOf(await found('0%'), 'business')).toEqual([]);
    expect(idsOf(await found('zyxwv_'), 'business')).toEqual([ids.percent]);
    // As patterns, "_" and "%" would match any character: "zyxw_" and "zyx%" hold none.
    expect(await found('zyxw_')).toEqual([]);
    expect(await found('zyx%')).toEqual([]);
    expect(idsOf(await found("o'zyxwv"), 'business')).toEqual([ids.quote]);
    expect(idsOf(await found('"fast"'), 'business')).toEqual([ids.quote]);
    expect(idsOf(await found('zyxwv\\back'), 'business')).toEqual([ids.slash]);
    expect(idsOf(await found('\\'), 'business')).toEqual([ids.slash]);
    expect(idsOf(await found('🚗'), 'business')).toEqual([ids.emoji]);
    // Characters of regular expressions (the word-start test is one) are text too.
    for (const q of ['zyxwv.*', '(zyxwv', '[a-z]+', '^zyxwv$', 'a|b', '?']) expect(await found(q), q).toEqual([]);
  });

  it('refuses a bad query with a 400 naming what is wrong', async () => {
    const refused = async (query: Record<string, string>, pattern: RegExp) => {
      const res = await search(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message, JSON.stringify(query)).toMatch(pattern);
    };
    await refused({}, /q/);
    await refused({ q: '' }, /q.*must not be empty/);
    await refused({ q: '   ' }, /q.*must not be empty/);
    await refused({ q: 'x'.repeat(101) }, /q.*at most 100 characters/);
    await refused({ q: 'one two three four five six' }, /q.*at most 5 words/);
    await refused({ q: 'bad\u0000byte' }, /q.*NUL/);
    await refused({ q: 'bell\u0007here' }, /q.*control characters.*U\+0007/);
    await refused({ q: 'ok', perKind: '0' }, /perKind/);
    await refused({ q: 'ok', perKind: '21' }, /perKind/);
    await refused({ q: 'ok', perKind: '1000000000000' }, /perKind/);
    await refused({ q: 'ok', perKind: 'many' }, /perKind/);
    await refused({ q: 'ok', perKind: '2.5' }, /perKind/);
    await refused({ q: 'ok', kinds: 'business' }, /kinds/);
    // Five words and 100 characters are allowed.
    expect((await search({ q: 'one two three four five' })).statusCode).toBe(200);
    expect((await search({ q: 'x'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses in Spanish for a Spanish console', async () => {
    const res = await search({ q: 'uno dos tres cuatro cinco seis' }, s.admin, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/debe tener como máximo 5 palabras/);
  });

  it('answers both console roles, refuses a technician (403) and a call without a token (401)', async () => {
    expect(titles(await found('quillfeather motors', {}, s.superAdmin), 'business')).toEqual(['Quillfeather Motors']);
    expect(titles(await found('quillfeather motors', {}, s.admin), 'business')).toEqual(['Quillfeather Motors']);
    expect((await search({ q: 'quillfeather' }, s.tech)).statusCode).toBe(403);
    expect((await search({ q: 'quillfeather' }, '')).statusCode).toBe(401);
  });
});
