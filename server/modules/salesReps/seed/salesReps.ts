/**
 * The seeded sales rep lookup items (business.salesrep) made whole: each gets
 * its user, named after the item, with an email at the company's domain, a
 * phone, no login (a login gets a password through the sales rep form),
 * enabled as the item is active. Deterministic.
 */
import { LOOKUP_KEYS as K } from '../../../../contract/lookupKeys';
import type { Db } from '../../../db/database';

const DOMAIN = 'scancal.example';
const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

export async function seedSalesReps(trx: Db): Promise<void> {
  const items = await trx
    .selectFrom('lookups as l')
    .select(['l.id', 'l.text', 'l.is_active'])
    .where('l.key', '=', K.salesRep)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('sales_reps as s').select('s.id').whereRef('s.id', '=', 'l.id'))))
    .orderBy('l.id')
    .execute();
  for (const [i, item] of items.entries()) {
    const [first, ...rest] = item.text.split(' ');
    const last = rest.join(' ');
    const user = await trx
      .insertInto('users')
      .values({
        username: null,
        email: `${ascii(first)}.${ascii(last)}@${DOMAIN}`,
        given_name: first,
        family_name: last,
        password_hash: '!',
        has_login: false,
        is_active: item.is_active,
        receives_reports: true,
        phone: `555010${String(i).padStart(4, '0')}`,
        created_by: 'seed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('sales_reps').values({ id: item.id, user_id: user.id }).execute();
  }
}
