/** A picker of one item of the lookup store (several: LookupManyInput). */
import { SelectInput, type Validator } from 'react-admin';
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
