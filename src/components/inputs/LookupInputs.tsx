/** Pickers over the lookup store: one item (select) or several (chips). */
import { AutocompleteArrayInput, SelectInput, type Validator } from 'react-admin';
import type { LookupKey } from '../../../contract/lookupKeys';
import { useLookupChoices } from './useLookupChoices';

interface Props {
  source: string;
  fullWidth?: boolean;
  lookup: LookupKey;
  validate?: Validator;
  label?: string;
}

export function LookupSelectInput({ source, lookup, validate, label, fullWidth }: Props) {
  const { choices, isPending } = useLookupChoices(lookup);
  return <SelectInput source={source} label={label} fullWidth={fullWidth} choices={choices} isPending={isPending} validate={validate} helperText={false} emptyText="—" parse={(v) => (v === '' ? null : v)} />;
}

export function LookupManyInput({ source, lookup, validate, label, fullWidth }: Props) {
  const { choices, isPending } = useLookupChoices(lookup);
  return <AutocompleteArrayInput source={source} label={label} fullWidth={fullWidth} choices={choices} isPending={isPending} validate={validate} helperText={false} sx={{ minWidth: 320 }} />;
}
