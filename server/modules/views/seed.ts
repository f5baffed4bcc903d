/**
 * Saved list views (issue 35): two of the SuperAdmin's views of the businesses list, one its default, so a first
 * start shows what a view is. Each state is one the contract takes (typed here).
 */
import type { ListViewState } from '../../../contract/views';
import type { Db } from '../../db/database';
import type { SeedRun } from '../../db/seed/seedStep';

const columns = ['name', 'shopId', 'status', 'city', 'state', 'salesRep'];

export async function seedListViews(trx: Db, run: SeedRun): Promise<void> {
  const owner = await trx.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
  if (!owner) return;
  const active = run.lookupIds?.active;
  const views: { name: string; state: ListViewState; isDefault: boolean }[] = [
    {
      name: 'Active shops in Texas',
      state: { filter: { ...(active ? { status: active } : {}), country: 'US', state: 'TX' }, sort: { field: 'city', order: 'ASC' }, columns, perPage: 25 },
      isDefault: false,
    },
    {
      name: 'Newest shops',
      state: { filter: {}, sort: { field: 'dateCreated', order: 'DESC' }, columns: ['name', 'shopId', 'status', 'dateCreated', 'country'], perPage: 10 },
      isDefault: false,
    },
  ];
  const at = new Date('2025-10-20T09:00:00Z');
  await trx
    .insertInto('list_views')
    .values(views.map((v) => ({ owner_id: owner.id, list: 'business', name: v.name, state: JSON.stringify(v.state), is_default: v.isDefault, date_created: at, date_updated: at })))
    .execute();
}
