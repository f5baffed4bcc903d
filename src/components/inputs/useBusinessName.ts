/**
 * The name a business picker shows for its value: the one already known (the record's, a match of the search),
 * else fetched once by id (`business/LookupBusiness?id`: a filter opened from a shared link has the id alone),
 * `#id` until then or when there is no such business; empty for no value.
 */
import { useQuery } from '@tanstack/react-query';
import { type RaRecord, useDataProvider } from 'react-admin';
import { businessContract } from '../../../contract/business';
import type { AppDataProvider } from '../../../dataProvider/adapter';

/** The record's name for the picker's value: when the record holds that value and a field naming it (`nameSource`). */
export const recordsName = (record: RaRecord | undefined, source: string, value: unknown, nameSource?: string): unknown =>
  record && nameSource && record[source] === value ? record[nameSource] : undefined;

export function useBusinessName(value: unknown, known: unknown): string {
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = Number(value) > 0 ? Number(value) : null;
  const name = typeof known === 'string' && known !== '' ? known : null;
  const { data } = useQuery({
    queryKey: ['businessName', id],
    enabled: id !== null && name === null,
    staleTime: 5 * 60_000,
    queryFn: async () => (await dataProvider.call(businessContract.lookupBusiness, { query: { id } }))[0]?.name ?? null,
  });
  if (id === null) return '';
  return name ?? data ?? `#${id}`;
}
