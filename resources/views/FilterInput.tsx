/** A declared list filter (react-admin passes `alwaysOn` through to the filter form). */
import { LookupSelectInput } from '../../src/components/inputs/LookupInputs';
import type { FieldDef } from '../defineResource';

export function FilterInput({ field }: { field: FieldDef; alwaysOn?: boolean }) {
  if (field.kind === 'lookup' && field.lookup) return <LookupSelectInput source={field.source} lookup={field.lookup} />;
  return null;
}
