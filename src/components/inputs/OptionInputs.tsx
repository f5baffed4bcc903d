/**
 * Type-aheads over the rows a call answers (`option` fields) in forms: several rows picked as chips, or one of a
 * long list searched as it is typed. One row of a short list: OptionSelectInput; in list filters: ReferenceFilterField.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, useDataProvider, useRecordContext, type Validator } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import type { FieldOptions } from '../../declare/defineResource';
import { useOptions } from './useOptions';

export interface Props {
  source: string;
  options: FieldOptions;
  label?: string;
  validate?: Validator;
  fullWidth?: boolean;
}

/** Several of the options, picked as chips (`options.many`: a device file's target models); the value is their ids. */
export function OptionManyInput({ source, options, label, validate, fullWidth }: Props) {
  const { choices, isPending } = useOptions(options);
  return <AutocompleteArrayInput source={source} label={label} fullWidth={fullWidth} choices={choices} isPending={isPending} validate={validate} helperText={false} sx={{ minWidth: 320 }} />;
}

/**
 * A type-ahead over a call that searches a long list (`options.search` names its query parameter): only the
 * matches are fetched and shown; the current value is named by the record's `nameSource` field.
 */
export function OptionSearchInput({ source, options, label, validate, fullWidth, nameSource }: Props & { nameSource?: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const [search, setSearch] = useState('');
  const input = options.input ?? {};
  // The last matches stay while the next load (the autocomplete, told it is pending, would start over and lose the text).
  const { data } = useQuery({
    queryKey: ['optionSearch', options.endpoint.url, input, search],
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: () => dataProvider.call(options.endpoint, { ...input, query: { ...input.query, [options.search ?? 'search']: search } }),
  });
  const value = record?.[source] as number | string | undefined;
  const currentName = String(record?.[nameSource ?? ''] ?? `#${value}`);
  // Stable choices: the autocomplete puts the selected choice's name back in the box whenever that choice
  // object changes, which would undo what the user is typing each time the matches arrive.
  const current = useMemo(() => (value ? [{ id: value, name: currentName }] : []), [value, currentName]);
  const choices = useMemo(() => {
    const found = (Array.isArray(data) ? data : []).map((row: Record<string, unknown>) => ({ id: row[options.id] as number | string, name: String(row[options.name] ?? '') }));
    return [...current, ...found.filter((c) => !current.some((x) => String(x.id) === String(c.id)))];
  }, [current, data, options.id, options.name]);
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={choices}
      // Only what the user types searches: MUI also reports the selected choice's name put back in the box.
      onInputChange={(_e, text, reason) => reason !== 'reset' && setSearch(text)}
      filterToQuery={() => ({})}
      validate={validate}
      helperText={false}
      parse={(v) => (v === '' ? null : v)}
      fullWidth={fullWidth}
      sx={{ minWidth: 320 }}
    />
  );
}
