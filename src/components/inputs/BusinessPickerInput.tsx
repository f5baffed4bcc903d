/**
 * Picks a business by type-ahead (`business/LookupBusiness?search`): only the
 * matches are fetched and rendered, so it stays responsive over any number of businesses.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AutocompleteInput, useDataProvider, useRecordContext, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { businessContract } from '../../../contract/business';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { recordsName, useBusinessName } from './useBusinessName';

type Choice = { id: number; name: string; shopId: string };

export function BusinessPickerInput({
  source,
  validate,
  label,
  nameSource,
  fullWidth,
  autoFocus,
}: { source: string; validate?: Validator; label?: string; nameSource?: string; fullWidth?: boolean; autoFocus?: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const input = useRef<HTMLInputElement>(null);
  // Focused once mounted (not by autoFocus during render: react-admin's handlers refuse to run then).
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  const [search, setSearch] = useState('');
  // The last matches stay while the next load: told it is pending, the autocomplete would start over.
  const { data } = useQuery({
    queryKey: ['lookupBusiness', search],
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: () => dataProvider.call(businessContract.lookupBusiness, { query: { search } }),
  });
  const value = useWatch({ name: source });
  // Names seen in the matches stay known, so the chosen business keeps its name while other matches load.
  const seen = useRef(new Map<number, string>());
  for (const c of data ?? []) seen.current.set(c.id, c.name);
  const known = recordsName(record, source, value, nameSource) ?? seen.current.get(Number(value));
  const currentName = useBusinessName(value, known);
  // Stable choices: the autocomplete puts the selected choice's name back in the box whenever that
  // choice object changes, which would start another search and another, without end.
  const current = useMemo(() => (value ? [{ id: Number(value), name: currentName, shopId: '' }] : []), [value, currentName]);
  const choices = useMemo(() => [...current, ...(data ?? []).filter((c) => !current.some((x) => x.id === c.id))], [current, data]);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      optionText={(c: Choice) => (c.shopId ? `${c.name} (${c.shopId})` : c.name)}
      // Only what the user types searches: MUI also reports the selected choice's name put back in the box.
      onInputChange={(_e, text, reason) => reason !== 'reset' && setSearch(text)}
      filterToQuery={() => ({})}
      validate={validate}
      helperText={false}
      parse={(v) => (v === '' ? null : v)}
      fullWidth={fullWidth}
      TextFieldProps={{ inputRef: input }}
      sx={{ minWidth: 320 }}
    />
  );
}
