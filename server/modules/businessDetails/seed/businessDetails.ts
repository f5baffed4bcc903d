/**
 * Demo data for the business detail tabs: users (in the identity store, with
 * the BusinessUser role), billing, promotion, volume and product-add discounts,
 * notes and a few small files. Deterministic given `random`. Seeded users have
 * no usable password ('!'): a login gets one through User/ResetPassword.
 */
import { LOOKUP_KEYS as K, type LookupKey } from '../../../../contract/lookupKeys';
import type { Db } from '../../../db/database';
import { demoFile, FIRST_NAMES, LAST_NAMES, NOTE_TEXTS } from './businessDetailsData';

/** Businesses per batch of inserts: a few thousand rows per statement at most. */
const CHUNK = 400;
const DAY = 86_400_000;
const EPOCH = Date.UTC(2024, 0, 1);

function helpers(random: () => number) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T | null => (items.length > 0 ? items[Math.floor(random() * items.length)] : null);
  const chance = (p: number) => random() < p;
  const some = <T>(items: readonly T[], max: number): T[] => items.filter(() => chance(max / Math.max(items.length, 1)));
  return { int, pick, chance, some };
}

const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

export async function seedBusinessDetails(trx: Db, businessIds: number[], random: () => number): Promise<void> {
  if (businessIds.length === 0) return;
  const lookups = await trx.selectFrom('lookups').select(['id', 'key']).orderBy('id').execute();
  const ids = (key: LookupKey) => lookups.filter((l) => l.key === key).map((l) => l.id);
  const ref = { titles: ids(K.title), periods: ids(K.period), currencies: ids(K.currency), products: ids(K.product), productAdds: ids(K.productAdd) };
  const role = await trx.selectFrom('roles').select('id').where('name', '=', 'BusinessUser').executeTakeFirst();
  const r = helpers(random);

  for (let start = 0; start < businessIds.length; start += CHUNK) {
    const chunk = businessIds.slice(start, start + CHUNK);
    const users = chunk.flatMap((businessId) => planUsers(r, businessId, ref.titles));
    if (users.length > 0) {
      const saved = await trx.insertInto('users').values(users).returning('id').execute();
      if (role) await trx.insertInto('user_roles').values(saved.map((u) => ({ user_id: u.id, role_id: role.id }))).execute();
    }
    await seedBilling(trx, r, chunk, ref);
    await seedPromotions(trx, r, chunk, ref.products);
    await seedDiscounts(trx, r, chunk, ref);
    await seedNotes(trx, r, chunk);
  }
}

type Helpers = ReturnType<typeof helpers>;

function planUsers(r: Helpers, businessId: number, titles: number[]) {
  const count = r.pick([1, 1, 2, 2, 2, 3, 3, 4]) ?? 1;
  return Array.from({ length: count }, (_, i) => {
    const name = { first: r.pick(FIRST_NAMES) ?? 'Alex', last: r.pick(LAST_NAMES) ?? 'Smith' };
    const handle = `${ascii(name.first)}.${ascii(name.last)}`;
    const hasLogin = r.chance(0.6);
    return {
      business_id: businessId,
      username: hasLogin ? `${handle}.${businessId}${i > 0 ? `.${i}` : ''}` : null,
      email: `${handle}.${businessId}.${i}@shop${businessId}.example.com`,
      given_name: name.first,
      family_name: name.last,
      password_hash: '!',
      has_login: hasLogin,
      is_primary: i === 0,
      is_active: r.chance(0.85),
      is_locked_out: hasLogin && r.chance(0.03),
      is_deleted: i > 0 && r.chance(0.05),
      is_mahle: r.chance(0.05),
      is_protech_user: r.chance(0.15),
      receives_invoices: i === 0 || r.chance(0.3),
      receives_reports: r.chance(0.6),
      receives_reports_only: r.chance(0.1),
      receives_chat_reports: r.chance(0.3),
      title_id: r.pick(titles),
      phone: `555${String(r.int(0, 9_999_999)).padStart(7, '0')}`,
      phone_cc: r.pick(['1', '1', '1', '44', '52', '34']),
      created_by: 'seed',
    };
  });
}

interface Refs {
  periods: number[];
  currencies: number[];
  products: number[];
  productAdds: number[];
}

async function seedBilling(trx: Db, r: Helpers, businessIds: number[], ref: Refs) {
  const rows = businessIds.filter(() => r.chance(0.8)).map((businessId) => {
    const currency = r.chance(0.7) ? (ref.currencies[0] ?? null) : r.pick(ref.currencies);
    return {
      business_id: businessId,
      is_demo: r.chance(0.1),
      is_recurring: r.chance(0.7),
      period_id: r.pick(ref.periods),
      period_amount: r.int(4900, 99_900) / 100,
      currency_id: currency,
      initial_currency_id: currency,
      products: r.some(ref.products, 2),
    };
  });
  if (rows.length === 0) return;
  await trx.insertInto('business_billing').values(rows.map(({ products: _, ...b }) => b)).execute();
  const products = rows.flatMap((b) => b.products.map((product_id) => ({ business_id: b.business_id, product_id })));
  if (products.length > 0) await trx.insertInto('business_billing_products').values(products).execute();
}

async function seedPromotions(trx: Db, r: Helpers, businessIds: number[], products: number[]) {
  const rows = businessIds.filter(() => r.chance(0.3)).map((businessId) => {
    const start = EPOCH + r.int(0, 700) * DAY;
    return {
      business_id: businessId,
      start_date: new Date(start).toISOString().slice(0, 10),
      end_date: new Date(start + r.int(30, 180) * DAY).toISOString().slice(0, 10),
      start_product_id: r.pick(products),
      end_product_id: r.pick(products),
      promotion_type: r.int(0, 3),
      number_of_scans: r.pick([5, 10, 20, 25, 50, 100]),
    };
  });
  if (rows.length > 0) await trx.insertInto('business_promotions').values(rows).execute();
}

async function seedDiscounts(trx: Db, r: Helpers, businessIds: number[], ref: Refs) {
  const volume = businessIds.filter(() => r.chance(0.4)).flatMap((businessId) =>
    r.some(ref.products, 1.5).flatMap((productId) =>
      [10, 25, 50].slice(0, r.int(1, 3)).map((volumeBreak, i) => {
        const typeId = r.chance(0.7) ? 1 : 2;
        return { business_id: businessId, product_id: productId, type_id: typeId, amount: typeId === 1 ? 5 * (i + 1) : 10 * (i + 1), volume_break: volumeBreak, is_active: r.chance(0.9) };
      }),
    ),
  );
  if (volume.length > 0) await trx.insertInto('business_volume_discounts').values(volume).execute();
  const adds = businessIds.filter(() => r.chance(0.3)).flatMap((businessId) =>
    r.some(ref.productAdds, 1.5).map((productAddId) => ({
      business_id: businessId,
      product_add_id: productAddId,
      is_trigger_dtc: r.chance(0.3),
      is_active: r.chance(0.9),
      discount_type_id: r.chance(0.5) ? 1 : 2,
      discount_amount: r.pick([5, 10, 15, 20]) ?? 10,
    })),
  );
  if (adds.length > 0) await trx.insertInto('business_product_add_discounts').values(adds).execute();
}

async function seedNotes(trx: Db, r: Helpers, businessIds: number[]) {
  const notes = businessIds.flatMap((businessId) =>
    Array.from({ length: r.pick([0, 0, 1, 1, 2, 3]) ?? 0 }, () => ({
      business_id: businessId,
      text: r.pick(NOTE_TEXTS) ?? 'Called the shop.',
      created_by: 'seed',
      created_at: new Date(EPOCH + r.int(0, 700 * 24) * 3_600_000),
    })),
  );
  if (notes.length === 0) return;
  const saved = await trx.insertInto('business_notes').values(notes).returning(['id', 'business_id']).execute();
  const files = saved.filter(() => r.chance(0.1)).map((n) => ({ note_id: n.id, created_by: 'seed', ...demoFile(n.business_id, r.chance(0.5)) }));
  if (files.length > 0) await trx.insertInto('business_note_files').values(files).execute();
}
