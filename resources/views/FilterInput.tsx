/** A declared list filter. react-admin reads `source` and `alwaysOn` from the element itself (the filter button lists it by its source). */
import { DateInput, NullableBooleanInput, TextInput } from 'react-admin';
import { LookupSelectInput } from '../../src/components/inputs/LookupInputs';
import type { FieldDef } from '../defineResource';

export function FilterInput({ field }: { field: FieldDef; source: string; alwaysOn?: boolean }) {
  switch (field.kind) {
    case 'lookup':
      return field.lookup ? <LookupSelectInput source={field.source} lookup={field.lookup} /> : null;
    case 'boolean':
      return <NullableBooleanInput source={field.source} helperText={false} />;
    case 'date':
      return <DateInput source={field.source} helperText={false} />;
    default:
      return <TextInput source={field.source} helperText={false} resettable slotProps={{ htmlInput: { maxLength: field.maxLength } }} />;
  }
}
