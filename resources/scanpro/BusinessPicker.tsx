/** Step 1's business, picked by type-ahead (business/LookupBusiness): only the matches are fetched. */
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useBusinessMatches } from './queries';

export type BusinessChoice = { id: number; name: string; shopId: string };

export function BusinessPicker({ value, onChange }: { value: BusinessChoice | null; onChange: (b: BusinessChoice | null) => void }) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const matches = useBusinessMatches(search);
  const options = matches.data ?? [];
  return (
    <Autocomplete
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      getOptionLabel={(b) => `${b.name} (${b.shopId || b.id})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(o) => o}
      loading={matches.isFetching}
      onInputChange={(_e, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_e, b) => onChange(b)}
      sx={{ maxWidth: 480 }}
      renderInput={(params) => <TextField {...params} label={translate('resources.scanpro.business.label')} helperText={translate('resources.scanpro.business.hint')} />}
    />
  );
}
