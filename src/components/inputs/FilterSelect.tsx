/** A select-type list filter outside a react-admin form (the inline-editable list); the empty choice is 'All'. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../resources/defineResource';
import { useFieldChoices } from './useFieldChoices';

export function FilterSelect({ field, label, value, onChange }: { field: FieldDef; label: string; value: unknown; onChange: (value: number | string | undefined) => void }) {
  const translate = useTranslate();
  const choices = useFieldChoices(field);
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
