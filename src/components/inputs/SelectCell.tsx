/** A select inside an inline-editable row: fixed choices or the items of a lookup type. */
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDef } from '../../../resources/defineResource';
import { useLookupChoices } from './useLookupChoices';

export function SelectCell({ field, value, label, error, onChange }: { field: FieldDef; value: unknown; label: string; error: boolean; onChange: (value: number | string | null) => void }) {
  const translate = useTranslate();
  const { choices: lookupChoices } = useLookupChoices(field.kind === 'lookup' ? field.lookup : undefined);
  const choices = field.choices ? field.choices.map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) })) : lookupChoices;
  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      value={value ?? ''}
      error={error}
      onChange={(e) => onChange(e.target.value === '' ? null : (choices.find((c) => String(c.id) === String(e.target.value))?.id ?? null))}
      slotProps={{ htmlInput: { 'aria-label': label }, input: { disableUnderline: !error } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">—</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
