/** The business detail writes on the one write path: one change-history entry per changed record, none for a refused write. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import { call, withTestApp } from '../../test/harness';
import { changeHistory, signIn } from '../../test/history';
import { SAMPLES } from './testFiles';
import { createBusiness, GOOD_PASSWORD, referenceItems, userRow } from './testFixtures';

const t = withTestApp();
let token = '';
let userId = 0;
let refs: Awaited<ReturnType<typeof referenceItems>>;
beforeAll(async () => {
  ({ token, userId } = await signIn(t, 'demo.admin'));
  refs = await referenceItems(t.db);
});

type Result = { index: number; id: number; success: boolean; version?: number };
const changeLog = changeHistory(t);
const entries = (entity: string, recordId: number) => changeLog.of({ entity, recordId });
const ok = async (endpoint: Parameters<typeof call>[1], body: unknown) => {
  const res = await call(t.app, endpoint, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const status = async (endpoint: Parameters<typeof call>[1], body: unknown) => (await call(t.app, endpoint, { token, body })).statusCode;

describe('business detail history', () => {
  it('records the billing row with its products, and nothing for a stale save or a second creation', async () => {
    const biz = await createBusiness(t.db);
    const body = { businessId: biz, isDemo: false, isRecurring: true, periodId: refs.period, periodAmount: 10, currencyId: refs.currency, oemChargeableProducts: [refs.product] };
    await ok(c.upsertBilling, body);
    await ok(c.upsertBilling, { ...body, oemChargeableProducts: [refs.product, refs.otherProduct], version: 1 });
    expect(await status(c.upsertBilling, { ...body, isDemo: true, version: 1 })).toBe(409);
    expect(await status(c.upsertBilling, body)).toBe(409);
    expect(await status(c.upsertBilling, { ...body, periodId: refs.currency, version: 2 })).toBe(400);
    expect(await entries('billing', biz)).toMatchObject([
      { area: 'business', action: 'create', scope_id: biz, user_id: userId, before: null, after: { businessId: biz, periodAmount: 10, oemChargeableProducts: [refs.product] } },
      {
        action: 'update',
        before: { oemChargeableProducts: [refs.product] },
        after: { oemChargeableProducts: [refs.product, refs.otherProduct].sort((a, b) => a - b) },
      },
    ]);
  });

  it('records the promotion row, and nothing for a stale save', async () => {
    const biz = await createBusiness(t.db);
    const body = { businessId: biz, startDate: '2025-01-01', endDate: '2025-12-31', startProductId: refs.product, promotionType: 1, numberOfScans: 10 };
    await ok(c.upsertPromotion, body);
    await ok(c.upsertPromotion, { ...body, numberOfScans: 20, version: 1 });
    expect(await status(c.upsertPromotion, { ...body, numberOfScans: 30, version: 1 })).toBe(409);
    expect(await entries('promotion', biz)).toMatchObject([
      { area: 'business', action: 'create', scope_id: biz, after: { startDate: '2025-01-01', numberOfScans: 10 } },
      { action: 'update', before: { numberOfScans: 10 }, after: { numberOfScans: 20 } },
    ]);
  });

  it('records each discount row of a batch on its own, and nothing for the refused rows', async () => {
    const biz = await createBusiness(t.db);
    const other = await createBusiness(t.db);
    const volume = (more: Record<string, unknown> = {}) => ({ id: 0, businessId: biz, productId: refs.product, typeId: 1, amount: 5, volumeBreak: 10, ...more });
    const { results } = (await ok(c.upsertDiscount, [volume(), volume({ volumeBreak: 20 }), volume({ amount: 150 })])) as { results: Result[] };
    expect(results.map((r) => r.success)).toEqual([true, true, false]);
    const [a, b] = results;
    const second = (await ok(c.upsertDiscount, [volume({ id: a.id, version: 1, amount: 6 }), volume({ id: b.id, version: 7 }), volume({ id: a.id, businessId: other, version: 2 })])) as {
      results: Result[];
    };
    expect(second.results.map((r) => r.success)).toEqual([true, false, false]);
    expect(await entries('volumeDiscount', a.id)).toMatchObject([
      { area: 'business', action: 'create', scope_id: biz, user_id: userId, after: { businessId: biz, amount: 5, volumeBreak: 10 } },
      { action: 'update', before: { amount: 5 }, after: { amount: 6 } },
    ]);
    expect((await entries('volumeDiscount', b.id)).map((e) => e.action)).toEqual(['create']);

    const add = (more: Record<string, unknown> = {}) => ({ id: 0, businessId: biz, productAddId: refs.productAdd, discount: { typeId: 2, amount: 15 }, ...more });
    const [made] = ((await ok(c.upsertDiscountProductAdd, [add()])) as { results: Result[] }).results;
    await ok(c.upsertDiscountProductAdd, [add({ id: made.id, version: 1, discount: { typeId: 2, amount: 20 } }), add({ id: made.id, version: 1 })]);
    expect(await entries('productAddDiscount', made.id)).toMatchObject([
      { area: 'business', action: 'create', scope_id: biz, after: { productAddId: refs.productAdd, discount: { typeId: 2, amount: 15 } } },
      { action: 'update', before: { discount: { amount: 15 } }, after: { discount: { amount: 20 } } },
    ]);
  });

  it('records notes, and a note file as its own creation leaving the note at its version; nothing for refusals', async () => {
    const biz = await createBusiness(t.db);
    const other = await createBusiness(t.db);
    const note = (await ok(c.upsertNote, { id: 0, businessId: biz, text: 'Called.' })) as { id: number };
    await ok(c.upsertNote, { id: note.id, businessId: biz, text: 'Called twice.', version: 1 });
    expect(await status(c.upsertNote, { id: note.id, businessId: biz, text: 'Stale.', version: 1 })).toBe(409);
    expect(await status(c.upsertNote, { id: note.id, businessId: other, text: 'Foreign.', version: 2 })).toBe(404);
    expect(await entries('note', note.id)).toMatchObject([
      { area: 'business', action: 'create', scope_id: biz, user_id: userId, before: null, after: { businessId: biz, text: 'Called.' } },
      { action: 'update', before: { text: 'Called.' }, after: { text: 'Called twice.' } },
    ]);

    const file = (await ok(c.addDocument, { noteId: note.id, fileName: 'visit.txt', contentBase64: SAMPLES.text.toString('base64') })) as { id: number };
    expect(await status(c.addDocument, { noteId: note.id, fileName: 'x.gif', contentBase64: SAMPLES.gif.toString('base64') })).toBe(400);
    expect(await entries('noteFile', file.id)).toEqual([
      {
        area: 'business',
        entity: 'noteFile',
        action: 'create',
        record_id: file.id,
        scope_id: biz,
        user_id: userId,
        before: null,
        after: { noteId: note.id, businessId: biz, name: 'visit.txt', contentType: 'text/plain', size: SAMPLES.text.length },
      },
    ]);
    expect(await t.db.selectFrom('change_history').select('id').where('entity', '=', 'noteFile').where('scope_id', '=', biz).execute()).toHaveLength(1);
    expect((await t.db.selectFrom('business_notes').select('version').where('id', '=', note.id).executeTakeFirstOrThrow()).version).toBe(2);
  });

  it('records business users row by row, the cleared primary too, a new password only as a marker, and nothing for refused rows', async () => {
    const biz = await createBusiness(t.db);
    const modify = async (users: unknown[]) => ((await ok(c.modifyUsers, { businessId: biz, users })) as { results: Result[] }).results;
    const first = userRow({ isPrimary: true });
    const [a] = await modify([first]);
    const second = userRow({ isPrimary: true, hasLogin: true, username: `hist.${biz}`, password: GOOD_PASSWORD });
    const [b] = await modify([second]);
    expect(await entries('businessUser', a.id)).toMatchObject([
      { area: 'business', action: 'create', scope_id: biz, user_id: userId, before: null, after: { businessId: biz, email: first.email, isPrimary: true } },
      { action: 'update', before: { isPrimary: true }, after: { isPrimary: false } },
    ]);
    const [made] = await entries('businessUser', b.id);
    expect(made).toMatchObject({ action: 'create', after: { hasLogin: true, username: `hist.${biz}`, requiresPasswordOnSubmit: false } });
    expect(JSON.stringify(made.after)).not.toMatch(/scrypt|password_hash/);

    // A new password alone: one entry, its marker and never the hash.
    await modify([{ ...second, id: b.id, version: 1, password: `${GOOD_PASSWORD}-2` }]);
    const changed = (await entries('businessUser', b.id)).at(-1);
    expect(changed).toMatchObject({ action: 'update', after: { passwordChanged: true } });
    expect(changed?.before).not.toHaveProperty('passwordChanged');
    expect(JSON.stringify(changed)).not.toMatch(/scrypt/);

    const refused = await modify([
      { ...first, id: a.id, version: 1, phone: '111' },
      userRow({ hasLogin: true, username: `nopw.${biz}` }),
      { ...first, id: b.id, version: 1, email: 'not-yours@shop.example.test' },
    ]);
    expect(refused.map((r) => r.success)).toEqual([false, false, false]);
    expect((await entries('businessUser', a.id)).length).toBe(2);
    expect((await entries('businessUser', b.id)).length).toBe(2);
  });
});
