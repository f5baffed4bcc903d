/** A select inside an inline-editable row: fixed choices, the items of a lookup type (chosen by the row when declared so), or the rows of an `option` call. */
import { MenuItem, TextField } from '@mui/material';
import type { FieldDef } from '../../declare/defineResource';
import { useFieldChoices } from './useFieldChoices';

interface Props {
  field: FieldDef;
  value: unknown;
  label: string;
  error: boolean;
  onChange: (value: number | string | null) => void;
  /** The row, for a field whose lookup key depends on it (`lookupBy`). */
  record?: Record<string, unknown>;
}

export function SelectCell({ field, value, label, error, onChange, record }: Props) {
  const choices = useFieldChoices(field, record);
  // A value not (yet) among the choices shows empty rather than out of range.
  const shown = choices.some((c) => String(c.id) === String(value)) ? value : '';
  return (
    <TextField
      select
      variant="standard"
      size="small"
      fullWidth
      value={shown ?? ''}
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
