/**
 * Picks a business by type-ahead (`business/LookupBusiness?search`): only the
 * matches are fetched and rendered, so it stays responsive over any number of businesses.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, useDataProvider, useRecordContext, type Validator } from 'react-admin';
import { businessContract } from '../../../contract/business';
import type { AppDataProvider } from '../../../dataProvider/adapter';

type Choice = { id: number; name: string; shopId: string };

export function BusinessPickerInput({ source, validate, label, nameSource, fullWidth }: { source: string; validate?: Validator; label?: string; nameSource?: string; fullWidth?: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['lookupBusiness', search],
    staleTime: 30_000,
    queryFn: async () => (await dataProvider.call(businessContract.lookupBusiness, { query: { search } })) as Choice[],
  });
  const current = record?.[source] ? [{ id: Number(record[source]), name: String(record[nameSource ?? ''] ?? `#${record[source]}`), shopId: '' }] : [];
  const choices = [...current, ...(data ?? []).filter((c) => !current.some((x) => x.id === c.id))];
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      optionText={(c: Choice) => (c.shopId ? `${c.name} (${c.shopId})` : c.name)}
      onInputChange={(_e, value) => setSearch(value)}
      filterToQuery={() => ({})}
      isPending={isFetching}
      validate={validate}
      helperText={false}
      parse={(v) => (v === '' ? null : v)}
      fullWidth={fullWidth}
      sx={{ minWidth: 320 }}
    />
  );
}
