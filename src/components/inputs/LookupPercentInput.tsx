/** Several lookup items, each with its share in percent (a business's manufacturers): one row per item. */
import { ArrayInput, NumberInput, SimpleFormIterator, type Validator } from 'react-admin';
import type { LookupKey } from '../../../contract/lookupKeys';
import { LookupSelectInput } from './LookupInputs';

interface Props {
  source: string;
  lookup: LookupKey;
  validate?: Validator;
  label?: string;
}

export function LookupPercentInput({ source, lookup, validate, label }: Props) {
  return (
    <ArrayInput source={source} label={label} validate={validate} helperText={false}>
      <SimpleFormIterator inline disableReordering disableClear>
        <LookupSelectInput source="id" lookup={lookup} label="app.shares.item" />
        <NumberInput source="percent" label="app.shares.percent" min={0} max={100} step="any" helperText={false} sx={{ width: 120 }} />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
