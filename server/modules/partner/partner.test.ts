/** Partners: businesses at the top of a hierarchy, and their trees. */
import { beforeAll, describe, expect, it } from 'vitest';
import { type PartnerNode, partnerContract as p } from '../../../contract/partner';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let ids: Record<'head' | 'region' | 'shop' | 'loner', number>;

beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  const status = await t.db.selectFrom('lookups').select('id').where('key', '=', 'business.status').executeTakeFirstOrThrow();
  const insert = async (name: string, shopId: string, parentId: number | null, grandparentId: number | null) =>
    (
      await t.db
        .insertInto('businesses')
        .values({ name, shop_id: shopId, status_id: status.id, parent_id: parentId, grandparent_id: grandparentId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const head = await insert('Zeta Glass Group', 'ZG-TOP', null, null);
  const region = await insert('Zeta Glass North', 'ZG-N', head, null);
  const shop = await insert('Zeta Glass Leeds', 'ZG-N-1', region, head);
  const loner = await insert('Zeta Lone Shop', 'ZG-LONE', null, null);
  ids = { head, region, shop, loner };
});

const partners = (query: Record<string, string> = {}) => call(t.app, p.partners, { token, query: { pageSize: '100', ...query } });

describe('partners', () => {
  it('lists the businesses others name as parent or grandparent, with how many they head', async () => {
    const rows = (await partners({ search: 'zeta' })).json<{ id: number; childCount: number; TotalItems: number }[]>();
    expect(rows.map((r) => r.id).sort()).toEqual([ids.head, ids.region].sort());
    expect(rows.find((r) => r.id === ids.head)?.childCount).toBe(2);
    expect(rows.find((r) => r.id === ids.region)?.childCount).toBe(1);
    expect(rows.every((r) => r.TotalItems === 2)).toBe(true);
    expect(rows.some((r) => r.id === ids.loner || r.id === ids.shop)).toBe(false);
  });

  it("answers a partner's tree of child businesses", async () => {
    const tree = (await call(t.app, p.tree, { token, query: { key: String(ids.head) } })).json<PartnerNode>();
    expect(tree).toMatchObject({ id: ids.head, children: [{ id: ids.region, children: [{ id: ids.shop, children: [] }] }] });
  });

  it('refuses bad input and unknown businesses, and needs a console role', async () => {
    expect((await partners({ pageSize: 'ten' })).statusCode).toBe(400);
    expect((await partners({ orderBy: 'password' })).statusCode).toBe(400);
    expect((await call(t.app, p.tree, { token, query: { key: '99999999' } })).statusCode).toBe(404);
    expect((await call(t.app, p.partners, {})).statusCode).toBe(401);
    const tech = (await login(t.app, 'demo.tech')).access_token;
    expect((await call(t.app, p.partners, { token: tech })).statusCode).toBe(403);
  });
});
