/**
 * A list filter outside a react-admin form (the inline-editable list): fixed choices in a select whose empty choice
 * is 'All'; a reference (a lookup item, an option row: a vehicle make) picked by name in a type-ahead, loaded when
 * the field is first focused (LoadOnFocus).
 */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../declare/defineResource';
import { lazyView } from '../../declare/lazyView';
import { LoadOnFocus } from './LoadOnFocus';
import { isReferenceField, useFieldChoices } from './useFieldChoices';

const ReferencePicker = lazyView(() => import('./ReferencePicker'), 'ReferencePicker');

export function FilterSelect({ field, label, value, onChange }: { field: FieldDef; label: string; value: unknown; onChange: (value: number | string | undefined) => void }) {
  const translate = useTranslate();
  const choices = useFieldChoices(field);
  if (isReferenceField(field)) {
    const name = value === undefined || choices.length === 0 ? '' : (choices.find((c) => String(c.id) === String(value))?.name ?? String(value));
    return (
      <LoadOnFocus
        label={label}
        value={name}
        size="small"
        sx={{ minWidth: 220 }}
        picker={<ReferencePicker label={label} choices={choices} value={value} onChange={onChange} autoFocus size="small" />}
      />
    );
  }
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value ?? ''}
      onChange={(e) => onChange(choices.find((c) => String(c.id) === String(e.target.value))?.id)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{translate('app.list.all')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
