/** The demo RAG data (seed/rag.ts): elements in every group, real vPIC vehicles, and a history that matches the ratings. */
import { describe, expect, it } from 'vitest';
import { findVehicle } from '../vehicles';
import { withTestApp } from '../../../test/harness';
import { RATED_MODELS, SEED_RAG_HISTORY, SERVICE_ELEMENTS } from './ragData';
import { SERVICE_ELEMENT_GROUPS } from '../../serviceCatalogue/seed/serviceCatalogueData';

const t = withTestApp();

describe('the demo RAG ratings', () => {
  it('has 30 to 40 elements, unique names, in every service element group', () => {
    expect(SERVICE_ELEMENTS.length).toBeGreaterThanOrEqual(30);
    expect(SERVICE_ELEMENTS.length).toBeLessThanOrEqual(40);
    expect(new Set(SERVICE_ELEMENTS.map(([name]) => name)).size).toBe(SERVICE_ELEMENTS.length);
    expect(new Set(SERVICE_ELEMENTS.map(([, group]) => group))).toEqual(new Set(SERVICE_ELEMENT_GROUPS));
  });

  it('rates vehicles vPIC knows, spelled as vPIC spells them, every element of every year but the newest', async () => {
    const vehicles = await t.db.selectFrom('rag_vehicles').selectAll().orderBy('id').execute();
    expect(vehicles.length).toBe(RATED_MODELS.reduce((n, [, , first, last]) => n + last - first + 1, 0));
    for (const v of vehicles) expect(await findVehicle(v.make, v.model, v.year), `${v.make} ${v.model} ${v.year}`).toEqual({ make: v.make, model: v.model, year: v.year });
    const counts = await t.db.selectFrom('rag_ratings').select(['vehicle_id', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('vehicle_id').execute();
    expect(counts.length).toBe(vehicles.length - RATED_MODELS.length);
    expect(counts.every((c) => Number(c.n) === SERVICE_ELEMENTS.length)).toBe(true);
  });

  it('has a history by demo.admin whose last rating of each element is the rating held now', async () => {
    const rows = await t.db
      .selectFrom('change_history as h')
      .innerJoin('users as u', 'u.id', 'h.user_id')
      .innerJoin('rag_ratings as r', (j) => j.onRef('r.vehicle_id', '=', 'h.scope_id').onRef('r.service_element_id', '=', 'h.record_id'))
      .innerJoin('lookups as l', 'l.id', 'r.rag_rating_id')
      .select(['u.username', 'h.after', 'l.text', 'r.version'])
      .where('h.area', '=', 'ragRatings')
      .where('h.entity', '=', 'ragRating')
      .execute();
    expect(rows).toHaveLength(SEED_RAG_HISTORY.ratingChanges.length);
    for (const row of rows) {
      expect(row.username).toBe('demo.admin');
      expect(row.after).toEqual({ rating: row.text });
    }
  });
});
