/**
 * "Go to business" on every business's page: a plain field until it is first
 * focused, when the type-ahead over every business (MUI's Autocomplete with a
 * virtualized list) loads and takes its place, focused and open. A business's
 * page then costs no picker download until someone uses it.
 */
import { TextField } from '@mui/material';
import { Suspense, useState } from 'react';
import { lazyView } from '../../../resources/lazyView';

const AllBusinessesSelect = lazyView(() => import('./AllBusinessesSelect'), 'AllBusinessesSelect');

type Props = { label: string; onChange: (business: { id: number } | null) => void };

export function GoToBusiness({ label, onChange }: Props) {
  const [used, setUsed] = useState(false);
  const field = (
    <TextField
      size="small"
      label={label}
      sx={{ width: 340 }}
      onFocus={() => setUsed(true)}
      slotProps={{ htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' } }}
    />
  );
  if (!used) return field;
  return (
    <Suspense fallback={field}>
      <AllBusinessesSelect label={label} onChange={onChange} autoFocus />
    </Suspense>
  );
}
