/** Several items of a lookup type, picked as chips (loaded the first time a form shows one). */
import { AutocompleteArrayInput, type Validator } from 'react-admin';
import type { LookupKey } from '../../../contract/lookupKeys';
import { useLookupChoices } from './useLookupChoices';

export function LookupManyInput({ source, lookup, validate, label, fullWidth }: { source: string; fullWidth?: boolean; lookup: LookupKey; validate?: Validator; label?: string }) {
  const { choices, isPending } = useLookupChoices(lookup);
  return <AutocompleteArrayInput source={source} label={label} fullWidth={fullWidth} choices={choices} isPending={isPending} validate={validate} helperText={false} sx={{ minWidth: 320 }} />;
}
