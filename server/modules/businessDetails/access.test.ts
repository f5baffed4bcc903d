/** Every business detail endpoint, and the two user calls, need a token (401) with a console role (403), and write nothing otherwise. */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import { usersContract } from '../../../contract/users';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness, DETAIL_TABLES, snapshot, userRow } from './testFixtures';

const t = withTestApp();
let tech = '';
let biz = 0;
beforeAll(async () => {
  tech = (await login(t.app, 'demo.tech')).access_token;
  biz = await createBusiness(t.db);
});

/** Requests that an allowed caller could make: valid queries and bodies. */
const requests = (): [string, Endpoint, { query?: Record<string, string>; body?: unknown }][] => [
  ['Users', c.users, { query: { key: String(biz) } }],
  ['ModifyUsers', c.modifyUsers, { body: { businessId: biz, users: [userRow()] } }],
  ['Billing', c.billing, { query: { key: String(biz) } }],
  ['UpsertBilling', c.upsertBilling, { body: { businessId: biz, isDemo: true, isRecurring: false, oemChargeableProducts: [] } }],
  ['Promotion', c.promotion, { query: { key: String(biz) } }],
  ['UpsertPromotion', c.upsertPromotion, { body: { businessId: biz, numberOfScans: 3 } }],
  ['Discounts', c.discounts, { query: { key: String(biz) } }],
  ['UpsertDiscount', c.upsertDiscount, { body: [{ id: 0, businessId: biz, productId: 1, typeId: 1, amount: 1, volumeBreak: 1 }] }],
  ['DiscountsProductAdds', c.discountsProductAdds, { query: { key: String(biz) } }],
  ['UpsertDiscountProductAdd', c.upsertDiscountProductAdd, { body: [{ id: 0, businessId: biz, productAddId: 1, discount: { typeId: 1, amount: 1 } }] }],
  ['Notes', c.notes, { query: { key: String(biz) } }],
  ['UpsertNote', c.upsertNote, { body: { id: 0, businessId: biz, text: 'never saved' } }],
  ['AddDocument', c.addDocument, { body: { noteId: 1, fileName: 'a.txt', contentBase64: 'aGVsbG8=' } }],
  ['NoteFile', c.noteFile, { query: { id: '1' } }],
  ['EmailExists', usersContract.emailExists, { query: { userID: '0', email: 'admin@example.com' } }],
  ['ResetPassword', usersContract.resetPassword, { body: { id: 1, password: 'Never-Set-This-One-1', resetLockout: true } }],
];

describe('access to the business detail and user calls', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const before = await snapshot(t.db, DETAIL_TABLES);
    const lines: string[] = [];
    for (const [name, endpoint, opts] of requests()) {
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(requests().map(([name]) => `${name} 401 403`));
    expect(await snapshot(t.db, DETAIL_TABLES)).toBe(before);
  });
});
