/**
 * Scan-pro (issue 17), seeded on every first start: the corporate configuration (the business the configuration
 * lookup scanProDefaultCorporateId names, 49) with its criteria and checklist. A small database (the tests' 40
 * businesses) has no business 49: it is made then, a corporate account like the first partner, and the ids' sequence
 * moved past it. Seeded last, so the demo's other data does not change with it.
 */
import { sql } from 'kysely';
import { corporateId } from '../configuration.repository';
import type { Db } from '../../../db/database';
import { CORPORATE_CHECKLIST, CORPORATE_CRITERIA } from './scanproData';

async function ensureBusiness(trx: Db, id: number): Promise<void> {
  if (await trx.selectFrom('businesses').select('id').where('id', '=', id).executeTakeFirst()) return;
  const model = await trx.selectFrom('businesses').selectAll().orderBy('id').executeTakeFirst();
  if (!model) return;
  const { id: _, ...business } = model;
  await trx
    .insertInto('businesses')
    .values({ ...business, id, shop_id: `CORP${id}`, sid: null, name: 'Scan-pro Corporate Standards', parent_id: null, grandparent_id: null })
    .execute();
  const addresses = await trx.selectFrom('business_addresses').selectAll().where('business_id', '=', model.id).execute();
  if (addresses.length) await trx.insertInto('business_addresses').values(addresses.map(({ id: _a, ...a }) => ({ ...a, business_id: id }))).execute();
  const info = await trx.selectFrom('business_info').selectAll().where('business_id', '=', model.id).executeTakeFirst();
  if (info) await trx.insertInto('business_info').values({ ...info, business_id: id, manufacturers: JSON.stringify(info.manufacturers), is_corporate_account: true }).execute();
  await sql`SELECT setval(pg_get_serial_sequence('businesses', 'id'), (SELECT max(id) FROM businesses))`.execute(trx);
}

export async function seedScanPro(trx: Db): Promise<void> {
  const businessId = await corporateId(trx);
  await ensureBusiness(trx, businessId);
  if (!(await trx.selectFrom('businesses').select('id').where('id', '=', businessId).executeTakeFirst())) return;
  const elements = new Map((await trx.selectFrom('service_elements').select(['id', 'name']).execute()).map((e) => [e.name, e.id]));
  await trx.insertInto('scanpro_configurations').values({ business_id: businessId, updated_at: new Date('2026-10-01T09:00:00Z') }).execute();
  for (const [position, [criteria, detail, triggers]] of CORPORATE_CRITERIA.entries()) {
    const { id } = await trx.insertInto('scanpro_criteria').values({ business_id: businessId, position, criteria, detail }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('scanpro_criterion_elements')
      .values(triggers.map(([name, kind]) => ({ criterion_id: id, service_element_id: elements.get(name) as number, kind })))
      .execute();
  }
  await trx
    .insertInto('scanpro_checklist_items')
    .values(CORPORATE_CHECKLIST.map(([text, required], position) => ({ business_id: businessId, position, text, required })))
    .execute();
}
