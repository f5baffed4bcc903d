/**
 * Seeds the business lookups and `count` demo businesses: a few partner
 * organisations at the top, regional groups under them, and shops, some of
 * them children (parent) and grandchildren (grandparent) of those. Inserted in
 * multi-row batches, so 2,000 take well under 2 s and 100,000 are practical.
 */
import { sql } from 'kysely';
import { LOOKUP_KEYS as K, type LookupKey } from '../../../../contract/lookupKeys';
import type { Db } from '../../../db/database';
import { type LookupIds, type PlannedBusiness, planBusiness } from './businessGenerator';
import { BUSINESS_LOOKUPS, type SeedLookup } from './businessLookups';
import { PARTNERS } from './businessPlaces';
import { type Random, seededRandom } from '../../../db/seed/random';

const BATCH = 1000;

export async function seedBusinessLookups(db: Db): Promise<LookupIds> {
  const rows = (Object.entries(BUSINESS_LOOKUPS) as [LookupKey, SeedLookup[]][]).flatMap(([key, items]) =>
    items.map((i) => ({
      key,
      text: i.text,
      label: i.label ?? null,
      value: i.value ?? null,
      string_value: i.stringValue ?? null,
      int_value: i.intValue ?? null,
      is_active: i.isActive ?? true,
    })),
  );
  const saved = await db.insertInto('lookups').values(rows).returning(['id', 'key', 'text']).execute();
  const idsOf = (key: LookupKey) => saved.filter((r) => r.key === key).map((r) => r.id);
  const statuses = saved.filter((r) => r.key === K.businessStatus);
  const weightOf = (text: string) => BUSINESS_LOOKUPS[K.businessStatus].find((s) => s.text === text)?.weight ?? 1;
  return {
    statuses: statuses.map((s) => [s.id, weightOf(s.text)]),
    active: statuses.find((s) => s.text === 'Active')!.id,
    dispatchPriorities: idsOf(K.dispatchPriority),
    distributors: idsOf(K.distributor),
    salesReps: idsOf(K.salesRep),
    referralSources: idsOf(K.referralSource),
    annualRevenues: idsOf(K.annualRevenue),
    monthlyRos: idsOf(K.monthlyRo),
    locationCounts: idsOf(K.locationCount),
    reportingGroups: idsOf(K.reportingGroup),
    manufacturers: idsOf(K.vehicleManufacturer),
    oemCertifications: idsOf(K.oemCertification),
    insuranceDepartments: idsOf(K.insuranceDepartment),
    services: idsOf(K.service),
  };
}

interface Placed {
  plan: PlannedBusiness;
  parentId: number | null;
  grandparentId: number | null;
}

const ADDRESS_COLUMNS = 'shop_id text, kind text, street text, city text, state text, postal_code text, country text, language int';

/**
 * Inserts one batch: businesses and their addresses in one statement (so the search triggers, which
 * run after it, index each business once, with its city), then the info rows. Answers the new ids in order.
 */
async function insertBatch(db: Db, batch: Placed[]): Promise<number[]> {
  const addresses = batch.flatMap((b) => [
    { ...b.plan.primary, shop_id: b.plan.business.shop_id, kind: 'primary' },
    { ...b.plan.billing, shop_id: b.plan.business.shop_id, kind: 'billing' },
  ]);
  const saved = await db
    .with('b', (qb) =>
      qb
        .insertInto('businesses')
        .values(batch.map((b) => ({ ...b.plan.business, parent_id: b.parentId, grandparent_id: b.grandparentId })))
        .returning(['id', 'shop_id']),
    )
    .insertInto('business_addresses')
    .columns(['business_id', 'kind', 'street', 'city', 'state', 'postal_code', 'country', 'language'])
    .expression(
      sql`SELECT b.id, v.kind, v.street, v.city, v.state, v.postal_code, v.country, v.language
          FROM jsonb_to_recordset(${JSON.stringify(addresses)}::jsonb) AS v(${sql.raw(ADDRESS_COLUMNS)}) JOIN b ON b.shop_id = v.shop_id`,
    )
    .returning(['business_id', sql<string>`(SELECT shop_id FROM b WHERE b.id = business_id)`.as('shop_id')])
    .execute();
  const idByShop = new Map(saved.map((r) => [r.shop_id, r.business_id]));
  const ids = batch.map((b) => idByShop.get(b.plan.business.shop_id)!);
  await db
    .insertInto('business_info')
    .values(batch.map((b, i) => ({ ...b.plan.info, business_id: ids[i] })))
    .execute();
  return ids;
}

async function insertAll(db: Db, placed: Placed[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < placed.length; i += BATCH) ids.push(...(await insertBatch(db, placed.slice(i, i + BATCH))));
  return ids;
}

/** How many partners and regional groups a demo of `count` businesses has. */
export function hierarchySize(count: number): { partners: number; regionals: number } {
  const partners = Math.max(1, Math.min(PARTNERS.length, Math.round(count * 0.006)));
  const perPartner = count >= 500 ? 4 : 2;
  return { partners: Math.min(partners, count), regionals: Math.max(0, Math.min(partners * perPartner, count - partners)) };
}

export async function seedBusinesses(db: Db, count: number, ids: LookupIds, seed = 20_250_101): Promise<void> {
  if (count <= 0) return;
  const rng: Random = seededRandom(seed);
  const { partners, regionals } = hierarchySize(count);

  const partnerPlans = PARTNERS.slice(0, partners).map((p, i) =>
    planBusiness(rng, ids, { shopId: `GRP${String(i + 1).padStart(3, '0')}`, name: p.name, country: p.country, organisation: true }),
  );
  const partnerIds = await insertAll(
    db,
    partnerPlans.map((plan) => ({ plan, parentId: null, grandparentId: null })),
  );

  const regionalPlaced: Placed[] = [];
  const regionalPartner: number[] = [];
  for (let i = 0; i < regionals; i++) {
    const p = i % partners;
    const plan = planBusiness(rng, ids, {
      shopId: `REG${String(i + 1).padStart(4, '0')}`,
      name: (city) => `${partnerPlans[p].business.name} – ${city} Region`,
      country: partnerPlans[p].country,
      organisation: true,
    });
    regionalPlaced.push({ plan, parentId: partnerIds[p], grandparentId: null });
    regionalPartner.push(p);
  }
  const regionalIds = await insertAll(db, regionalPlaced);

  const shops = count - partners - regionals;
  for (let start = 0; start < shops; start += BATCH) {
    const batch: Placed[] = [];
    for (let i = start; i < Math.min(shops, start + BATCH); i++) {
      const roll = rng.next();
      let parentId: number | null = null;
      let grandparentId: number | null = null;
      let country: PlannedBusiness['country'] | undefined;
      if (roll < 0.14 && regionalIds.length > 0) {
        const r = rng.int(0, regionalIds.length - 1);
        parentId = regionalIds[r];
        grandparentId = partnerIds[regionalPartner[r]];
        country = partnerPlans[regionalPartner[r]].country;
      } else if (roll < 0.2) {
        const p = rng.int(0, partnerIds.length - 1);
        parentId = partnerIds[p];
        country = partnerPlans[p].country;
      }
      const plan = planBusiness(rng, ids, { shopId: (c) => `${c}${String(i + 1).padStart(6, '0')}`, country });
      batch.push({ plan, parentId, grandparentId });
    }
    await insertBatch(db, batch);
  }
}
