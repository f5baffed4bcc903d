/**
 * A checkbox with its label, the browser's own input: MUI's Checkbox, FormControlLabel and FormGroup are shared
 * with the console's first list, and importing them here split them out of its chunks (bench/bundle.ts: +0.8 KB).
 */
import { Box } from '@mui/material';
import type { ChangeEvent } from 'react';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  autoFocus?: boolean;
}

export function CheckLabel({ label, checked, onChange, autoFocus }: Props) {
  return (
    <Box component="label" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 88, py: 0.75, cursor: 'pointer', typography: 'body1' }}>
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.checked)}
        autoFocus={autoFocus}
        sx={{ width: 18, height: 18, m: 0, accentColor: (theme) => theme.palette.primary.main, cursor: 'pointer' }}
      />
      {label}
    </Box>
  );
}
