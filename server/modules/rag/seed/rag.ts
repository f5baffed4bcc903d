/**
 * RAG ratings (issue 16), seeded on every first start: the service elements in their groups (made by
 * serviceCatalogue.ts), the demo vehicles with their ratings (every year but the newest of each model, left for
 * a copy), and the audit log's history: a few ratings changed and a review, by demo.admin. A rating an edit
 * changed holds the edit's result at version 2, as the console's save would have left it.
 */
import { RAG_RATING_LEVELS } from '../../../../contract/lookupTypes';
import { SERVICE_ELEMENT_GROUP_KEY } from '../../../../contract/serviceCatalogue';
import { ENTITIES, recordRagChange } from '../history';
import type { Db } from '../../../db/database';
import { RATED_MODELS, ratingOf, SEED_RAG_HISTORY as H, SERVICE_ELEMENTS } from './ragData';

async function idsByText(trx: Db, key: string): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('lookups').select(['id', 'text']).where('key', '=', key).execute();
  return new Map(rows.map((r) => [r.text, r.id]));
}

export async function seedRag(trx: Db): Promise<void> {
  const groups = await idsByText(trx, SERVICE_ELEMENT_GROUP_KEY);
  const levels = await idsByText(trx, RAG_RATING_LEVELS.key);
  const elements = await trx
    .insertInto('service_elements')
    .values(SERVICE_ELEMENTS.map(([name, group, active]) => ({ name, service_element_group_id: groups.get(group) as number, is_active: active })))
    .returning(['id', 'name'])
    .execute();
  const elementId = new Map(elements.map((e) => [e.name, e.id]));
  const vehicleId = new Map<string, number>();
  const edited = new Map<string, { before: string | null; after: string }>(H.ratingChanges.map((c) => [`${c.vehicle.join(' ')}/${c.element}`, c]));
  for (const [m, [make, model, first, last]] of RATED_MODELS.entries()) {
    for (let year = first; year <= last; year++) {
      const { id } = await trx.insertInto('rag_vehicles').values({ make, model, year }).returning('id').executeTakeFirstOrThrow();
      vehicleId.set(`${make} ${model} ${year}`, id);
      if (year === last) continue;
      const rows = SERVICE_ELEMENTS.map(([name], e) => {
        const edit = edited.get(`${make} ${model} ${year}/${name}`);
        const rating = edit?.after ?? ratingOf(m, e);
        return { vehicle_id: id, service_element_id: elementId.get(name) as number, rag_rating_id: levels.get(rating) as number, version: edit?.before ? 2 : 1 };
      });
      await trx.insertInto('rag_ratings').values(rows).execute();
    }
  }
  const users = await trx.selectFrom('users').select('id').where('username', '=', 'demo.admin').executeTakeFirst();
  const userId = users?.id ?? null;
  for (const c of H.ratingChanges) {
    await recordRagChange(trx, {
      entity: ENTITIES.rating,
      recordId: elementId.get(c.element) as number,
      vehicleId: vehicleId.get(c.vehicle.join(' ')) as number,
      action: c.before === null ? 'create' : 'update',
      userId,
      changedAt: new Date(c.at),
      before: c.before === null ? null : { rating: c.before },
      after: { rating: c.after },
    });
  }
  const reviewed = vehicleId.get(H.review.vehicle.join(' ')) as number;
  await recordRagChange(trx, { entity: ENTITIES.vehicle, recordId: reviewed, vehicleId: reviewed, action: 'review', userId, changedAt: new Date(H.review.at), before: null, after: { note: H.review.note } });
}
