/**
 * A plain field standing in for a heavy picker (MUI's Autocomplete) until it is
 * first focused; then the picker, loaded then, takes its place and focuses
 * itself. A page that shows such fields downloads no picker until one is used.
 */
import { type SxProps, TextField, type TextFieldProps, type Theme } from '@mui/material';
import { type ReactNode, Suspense, useState } from 'react';

type Props = { label: ReactNode; value: string; size?: TextFieldProps['size']; fullWidth?: boolean; sx?: SxProps<Theme>; picker: ReactNode };

export function LoadOnFocus({ label, value, size, fullWidth, sx, picker }: Props) {
  const [used, setUsed] = useState(false);
  const field = (
    <TextField
      // A value that arrives later (a name fetched) is shown: the uncontrolled field starts again with it.
      key={value}
      label={label}
      defaultValue={value}
      size={size}
      fullWidth={fullWidth}
      sx={sx}
      onFocus={() => setUsed(true)}
      slotProps={{ htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' } }}
    />
  );
  return used ? <Suspense fallback={field}>{picker}</Suspense> : field;
}
