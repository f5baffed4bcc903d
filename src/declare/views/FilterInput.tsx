/**
 * A declared list filter. react-admin reads `source` and `alwaysOn` from the element itself (the filter button lists
 * it by its source). A reference (a lookup item, an option row, a business) is picked by name in a type-ahead,
 * never typed as a code; fixed choices are a select.
 */
import { DateInput, NullableBooleanInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { BusinessPickerField } from '../../components/inputs/BusinessPickerField';
import { ReferenceFilterField } from '../../components/inputs/ReferenceFilterField';
import type { FieldDef } from '../defineResource';

export function FilterInput({ field }: { field: FieldDef; source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  if (field.choices) {
    const choices = field.choices.map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) }));
    return <SelectInput source={field.source} choices={choices} helperText={false} emptyText="" sx={{ minWidth: 160 }} />;
  }
  switch (field.kind) {
    case 'option':
      return field.options ? <ReferenceFilterField field={field} /> : null;
    case 'lookup':
      return field.lookup ? <ReferenceFilterField field={field} /> : null;
    case 'boolean':
      return <NullableBooleanInput source={field.source} helperText={false} />;
    case 'date':
      return <DateInput source={field.source} helperText={false} />;
    case 'business':
      return <BusinessPickerField source={field.source} />;
    default:
      return <TextInput source={field.source} helperText={false} resettable slotProps={{ htmlInput: { maxLength: field.maxLength } }} />;
  }
}
