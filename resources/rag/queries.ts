/**
 * The RAG screens' calls (contract/rag.ts) through the data provider, cached by react-query under `rag`. A write
 * reads again what it changes: the vehicle's ratings, and the audit log's list (`ragAudit`).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { ragContract as c } from '../../contract/rag';
import { referencesContract } from '../../contract/references';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { RatingsSort, Vehicle } from './ragModel';

export const ragKeys = {
  all: ['rag'],
  makes: ['rag', 'makes'],
  models: (make: string, year: number) => ['rag', 'models', make, year],
  ratings: (v: Vehicle) => ['rag', 'ratings', v.make, v.model, v.year],
  levels: ['rag', 'levels'],
  elements: ['rag', 'elements'],
  groups: ['rag', 'groups'],
} as const;

const quiet = { retry: false, refetchOnWindowFocus: false } as const;
/** vPIC's makes and models do not change while the console runs. */
const lasting = { ...quiet, staleTime: Number.POSITIVE_INFINITY } as const;

export function useMakes() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ragKeys.makes, queryFn: () => dataProvider.call(c.getVehicleMakes), ...lasting });
}

export function useModels(make: string | undefined, year: number | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ragKeys.models(make ?? '', year ?? 0),
    queryFn: () => dataProvider.call(c.getVehicleModels, { query: { make: make ?? '', year } }),
    enabled: Boolean(make && year),
    ...lasting,
  });
}

export function useRatings(vehicle: Vehicle | undefined, sort: RatingsSort) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...ragKeys.ratings(vehicle ?? { make: '', model: '', year: 0 }), sort.orderBy, sort.sortBy],
    queryFn: () => dataProvider.call(c.getServiceElementsRagRating, { query: { make: vehicle?.make ?? '', model: vehicle?.model ?? '', year: vehicle?.year, ...sort } }),
    enabled: Boolean(vehicle),
    ...quiet,
  });
}

/** The RAG ratings catalogue (lookup/RagRatingList), in its order. */
export function useRatingLevels() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ragKeys.levels,
    queryFn: async () => [...(await dataProvider.call(referencesContract.ragRatings))].sort((a, b) => (a.intValue ?? 0) - (b.intValue ?? 0)),
    ...quiet,
    staleTime: 5 * 60_000,
  });
}

export function useServiceElements() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ragKeys.elements, queryFn: () => dataProvider.call(c.getServiceElementList, { query: { showAll: true } }), ...quiet });
}

export function useServiceElementGroups() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ragKeys.groups, queryFn: () => dataProvider.call(c.getServiceElementGroups), ...quiet });
}

/** A vehicle's id, created on first call (GetRAGRatingVehicleId). */
export function useVehicleId() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useCallback(async (v: Vehicle) => (await dataProvider.call(c.getRAGRatingVehicleId, { query: { make: v.make, model: v.model, year: v.year } })).vehicleId, [dataProvider]);
}

/** Reads again what a RAG write changes: the ratings, the elements, and the audit log. */
export function useRefreshRag() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['rag', 'ratings'] }),
        client.invalidateQueries({ queryKey: ragKeys.elements }),
        client.invalidateQueries({ queryKey: ['ragAudit'] }),
      ]),
    [client],
  );
}
