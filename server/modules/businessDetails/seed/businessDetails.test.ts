/** The business detail demo data: deterministic for a given random, and valid for every tab's answer. */
import { describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../../contract/business';
import { createBusiness, referenceItems } from '../testFixtures';
import { call, login, withTestApp } from '../../../test/harness';
import type { Db } from '../../../db/database';
import { seedBusinessDetails } from './businessDetails';
import { seededRandom } from '../../../db/seed/random';

const t = withTestApp();

/** What the seed wrote for these businesses, with business ids replaced by their position and serial ids left out. */
async function contents(db: Db, ids: number[]) {
  const at = (id: number) => ids.indexOf(id);
  const users = await db.selectFrom('users').selectAll().where('business_id', 'in', ids).orderBy('id').execute();
  const billing = await db.selectFrom('business_billing').selectAll().where('business_id', 'in', ids).orderBy('business_id').execute();
  const promotions = await db.selectFrom('business_promotions').selectAll().where('business_id', 'in', ids).orderBy('business_id').execute();
  const discounts = await db.selectFrom('business_volume_discounts').selectAll().where('business_id', 'in', ids).orderBy('id').execute();
  const notes = await db.selectFrom('business_notes').select(['business_id', 'text', 'created_at']).where('business_id', 'in', ids).orderBy('id').execute();
  return JSON.stringify({
    users: users.map(({ id: _i, created_at: _c, updated_at: _u, business_id, username, email, ...u }) => ({
      ...u,
      at: at(business_id ?? 0),
      username: username?.replace(String(business_id), '#'),
      email: email.replaceAll(String(business_id), '#'),
    })),
    billing: billing.map(({ business_id, updated_at: _u, ...b }) => ({ ...b, at: at(business_id) })),
    promotions: promotions.map(({ business_id, updated_at: _u, ...p }) => ({ ...p, at: at(business_id) })),
    discounts: discounts.map(({ id: _i, business_id, ...d }) => ({ ...d, at: at(business_id) })),
    notes: notes.map(({ business_id, ...n }) => ({ ...n, at: at(business_id) })),
  });
}

describe('seedBusinessDetails', () => {
  it('writes the same data for the same random', async () => {
    await referenceItems(t.db);
    const runs: string[] = [];
    for (let run = 0; run < 2; run++) {
      const ids = [await createBusiness(t.db), await createBusiness(t.db), await createBusiness(t.db), await createBusiness(t.db)];
      const r = seededRandom(2024);
      await t.db.transaction().execute((trx) => seedBusinessDetails(trx, ids, () => r.next()));
      runs.push(await contents(t.db, ids));
    }
    expect(runs[0]).toBe(runs[1]);
    expect(JSON.parse(runs[0]).users.length).toBeGreaterThanOrEqual(4);
  });

  it('writes data every tab answers, one primary user a business, no usable password', async () => {
    const ids = await Promise.all(Array.from({ length: 12 }, () => createBusiness(t.db)));
    const r = seededRandom(7);
    await t.db.transaction().execute((trx) => seedBusinessDetails(trx, ids, () => r.next()));
    const { access_token: token } = await login(t.app, 'demo.admin');
    for (const id of ids) {
      const key = { key: String(id) };
      for (const endpoint of [c.users, c.billing, c.promotion, c.discounts, c.discountsProductAdds, c.notes]) {
        expect((await call(t.app, endpoint, { token, query: key })).statusCode, `${endpoint.url} ${id}`).toBe(200);
      }
      const users = (await call(t.app, c.users, { token, query: key })).json<{ isPrimary: boolean }[]>();
      expect(users.filter((u) => u.isPrimary).length).toBeLessThanOrEqual(1);
    }
    const hashes = await t.db.selectFrom('users').select('password_hash').distinct().where('business_id', 'in', ids).execute();
    expect(hashes).toEqual([{ password_hash: '!' }]);
    const files = await t.db.selectFrom('business_note_files').innerJoin('business_notes', 'business_notes.id', 'note_id').select('business_note_files.id').where('business_id', 'in', ids).execute();
    for (const f of files) expect((await call(t.app, c.noteFile, { token, query: { id: String(f.id) } })).statusCode).toBe(200);
  });
});
