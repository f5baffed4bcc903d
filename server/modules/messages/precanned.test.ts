/** Pre-canned messages: read through lookup/ByKey (messages.precanned, showAll), saved with lookup/SavePrecannedMessages. */
import { beforeAll, describe, expect, it } from 'vitest';
import { lookupContract } from '../../../contract/lookup';
import { messagesContract, PRECANNED_MESSAGES_KEY } from '../../../contract/messages';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let tech = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  tech = (await login(t.app, 'demo.tech')).access_token;
});

type Result = { index: number; id: number; success: boolean; message?: string; version?: number };
const save = (body: unknown, as = token) => call(t.app, messagesContract.savePrecannedMessages, { token: as, body });
const items = async (showAll: boolean) => (await call(t.app, lookupContract.byKey, { token, body: { key: PRECANNED_MESSAGES_KEY, showAll } })).json<{ id: number; text: string; isActive: boolean; intValue: number }[]>();
const table = () => t.db.selectFrom('lookups').selectAll().where('key', '=', PRECANNED_MESSAGES_KEY).orderBy('id').execute();
const stored = (id: number) => t.db.selectFrom('lookups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('pre-canned messages through lookup/ByKey', () => {
  it('are seeded in order, the retired one only with showAll', async () => {
    const all = await items(true);
    expect(all).toHaveLength(8);
    expect(all.map((m) => m.intValue).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(all.filter((m) => !m.isActive)).toHaveLength(1);
    expect(await items(false)).toHaveLength(7);
  });
});

describe('lookup/SavePrecannedMessages', () => {
  it('inserts id-0 rows and updates changed rows (text, active, sortOrder), one result per row', async () => {
    const [first, second] = await table();
    const res = await save([
      { id: 0, text: 'Please send a photo of the instrument cluster.', sortOrder: 9 },
      { id: first.id, text: first.text, isActive: true, sortOrder: 2, version: first.version },
      { id: second.id, text: 'Ignition on, scan tool on the OBD port, please.', isActive: false, sortOrder: 1, version: second.version },
    ]);
    expect(res.statusCode).toBe(200);
    const { results } = res.json<{ results: Result[] }>();
    expect(results.map((r) => r.success)).toEqual([true, true, true]);
    expect(results[0].id).toBeGreaterThan(0);
    expect(await stored(results[0].id)).toMatchObject({ key: PRECANNED_MESSAGES_KEY, text: 'Please send a photo of the instrument cluster.', is_active: true, int_value: 9, version: 1 });
    expect(await stored(first.id)).toMatchObject({ int_value: 2, version: first.version + 1 });
    expect(await stored(second.id)).toMatchObject({ text: 'Ignition on, scan tool on the OBD port, please.', is_active: false, int_value: 1, version: second.version + 1 });
    expect(results[2]).toMatchObject({ index: 2, id: second.id, version: second.version + 1 });
  });

  it('keeps markup as text: a script payload is stored as typed, never run by the server', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
    const { results } = (await save([{ id: 0, text: payload, sortOrder: 20 }])).json<{ results: Result[] }>();
    expect(results[0].success).toBe(true);
    expect((await stored(results[0].id)).text).toBe(payload);
  });

  it('refuses a stale row, writing nothing for it, and saves the others', async () => {
    const [, , third, fourth] = await table();
    const res = await save([
      { id: third.id, text: 'Overwritten', sortOrder: 3, version: third.version + 5 },
      { id: fourth.id, text: fourth.text, sortOrder: 30, version: fourth.version },
    ]);
    const { results } = res.json<{ results: Result[] }>();
    expect(results[0]).toMatchObject({ index: 0, id: third.id, success: false });
    expect(results[0].message).toMatch(/changed by someone else/);
    expect(results[1]).toMatchObject({ success: true });
    expect(await stored(third.id)).toMatchObject({ text: third.text, version: third.version });
    expect(await stored(fourth.id)).toMatchObject({ int_value: 30 });
  });

  it('refuses to overwrite an item of another lookup type', async () => {
    const tax = await t.db.selectFrom('lookups').selectAll().where('key', '=', 'billing.taxrates').executeTakeFirstOrThrow();
    const { results } = (await save([{ id: tax.id, text: 'Hijacked', sortOrder: 1, version: tax.version }])).json<{ results: Result[] }>();
    expect(results[0]).toMatchObject({ success: false });
    expect(await stored(tax.id)).toEqual(tax);
  });
});

describe('lookup/SavePrecannedMessages with bad input', () => {
  const cases: [string, unknown, string][] = [
    ['an empty text', [{ id: 0, text: 'Fine', sortOrder: 1 }, { id: 0, text: '  ', sortOrder: 2 }], '1.text'],
    ['a text too long', [{ id: 0, text: 'x'.repeat(201), sortOrder: 1 }], '0.text'],
    ['a missing sortOrder', [{ id: 0, text: 'Fine' }], '0.sortOrder'],
    ['a fractional sortOrder', [{ id: 0, text: 'Fine', sortOrder: 1.5 }], '0.sortOrder'],
    ['a negative sortOrder', [{ id: 0, text: 'Fine', sortOrder: -1 }], '0.sortOrder'],
    ['an unknown field', [{ id: 0, text: 'Fine', sortOrder: 1, key: 'billing.taxrates' }], '0.key'],
    ['an update without its version', [{ id: 0, text: 'Fine', sortOrder: 1 }, { id: 5, text: 'Renamed', sortOrder: 2 }], '1.version'],
    ['a non-array body', { id: 0, text: 'Fine', sortOrder: 1 }, 'body'],
    ['an empty array', [], 'body'],
  ];
  it.each(cases)('answers 400 to %s, naming the field, and writes nothing', async (_name, body, field) => {
    const before = await table();
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await table()).toEqual(before);
  });
});

describe('lookup/SavePrecannedMessages authorization', () => {
  it('answers 401 without a token and 403 to a Technician, writing nothing', async () => {
    const before = await table();
    const body = [{ id: 0, text: 'Unauthorized', sortOrder: 1 }];
    expect((await call(t.app, messagesContract.savePrecannedMessages, { body })).statusCode).toBe(401);
    expect((await save(body, tech)).statusCode).toBe(403);
    expect(await table()).toEqual(before);
  });
});
