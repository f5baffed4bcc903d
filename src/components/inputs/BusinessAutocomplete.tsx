/**
 * A business picked by type-ahead (`business/LookupBusiness?search`) outside a react-admin form, by value and
 * onChange: only the matches of what is typed are fetched; the chosen business stays an option.
 */
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { businessContract } from '../../../contract/business';
import type { AppDataProvider } from '../../../dataProvider/adapter';

export interface BusinessChoice {
  id: number;
  name: string;
  shopId?: string;
}

const label = (b: BusinessChoice) => (b.shopId ? `${b.name} (${b.shopId})` : b.name);

export function BusinessAutocomplete({
  value,
  onChange,
  label: fieldLabel,
  helperText,
}: {
  value: BusinessChoice | null;
  onChange: (value: BusinessChoice | null) => void;
  label: string;
  helperText?: string;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['lookupBusiness', search],
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: () => dataProvider.call(businessContract.lookupBusiness, { query: { search } }),
  });
  const options = value && !(data ?? []).some((b) => b.id === value.id) ? [value, ...(data ?? [])] : (data ?? []);
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, next) => onChange(next)}
      onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(all) => all}
      loading={isFetching}
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} size="small" label={fieldLabel} helperText={helperText} />}
    />
  );
}
