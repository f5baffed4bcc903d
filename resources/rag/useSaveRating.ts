/**
 * Saving one rating as it is changed: the vehicle's id first when it has none (GetRAGRatingVehicleId), then
 * UpdateRagRatingForServiceElement at the rating's version (none when it was not rated). The saved rating replaces
 * the row in place; a stale save (someone else saved first) reloads the ratings and says what the rating now is.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type ElementRating, ragContract as c } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { ragKeys, useVehicleId } from './queries';
import { isStale, type Vehicle } from './ragModel';

type Ratings = { vehicleId: number | null; items: ElementRating[] };

export function useSaveRating(vehicle: Vehicle, vehicleId: number | null, reload: () => Promise<Ratings | undefined>) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const getVehicleId = useVehicleId();
  const client = useQueryClient();
  const [saving, setSaving] = useState<Set<number>>(() => new Set());
  const mark = (id: number, on: boolean) =>
    setSaving((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = async (row: ElementRating, ragRatingId: number | null) => {
    mark(row.serviceElementId, true);
    try {
      const id = vehicleId ?? (await getVehicleId(vehicle));
      const body = { vehicleId: id, serviceElementId: row.serviceElementId, ragRatingId, ...(row.ragRatingId === null ? {} : { version: row.version }) };
      const saved = await dataProvider.call(c.updateRagRatingForServiceElement, { body });
      client.setQueriesData<Ratings>({ queryKey: ragKeys.ratings(vehicle) }, (old) =>
        old ? { vehicleId: id, items: old.items.map((r) => (r.serviceElementId === saved.serviceElementId ? saved : r)) } : old,
      );
      alert.success('resources.ragRatings.save.saved', { element: row.name });
      void client.invalidateQueries({ queryKey: ['ragAudit'] });
    } catch (error) {
      if (isStale(error)) {
        const now = (await reload().catch(() => undefined))?.items.find((r) => r.serviceElementId === row.serviceElementId);
        alert.warning('resources.ragRatings.save.stale', { element: row.name, rating: now?.ragRatingText ?? translate('resources.ragRatings.table.not_rated') });
      } else {
        alert.error(errorMessage(error));
      }
    } finally {
      mark(row.serviceElementId, false);
    }
  };
  return { saving, save };
}
