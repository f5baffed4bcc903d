/**
 * A business field in a form: the current business's name in a plain field
 * until the field is first focused, when the type-ahead (BusinessPickerInput,
 * MUI's Autocomplete) loads and takes its place, focused and open. The form's
 * value is untouched until then, so a page that shows business fields (a
 * business's parent and grandparent) downloads no picker until one is used.
 */
import { TextField } from '@mui/material';
import { FieldTitle, useRecordContext, useResourceContext, type Validator } from 'ra-core';
import { Suspense, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { lazyView } from '../../../resources/lazyView';

const BusinessPickerInput = lazyView(() => import('./BusinessPickerInput'), 'BusinessPickerInput');

type Props = { source: string; validate?: Validator; label?: string; nameSource?: string; fullWidth?: boolean };

export function BusinessPickerField(props: Props) {
  const { source, label, nameSource, fullWidth } = props;
  const [used, setUsed] = useState(false);
  const record = useRecordContext();
  const resource = useResourceContext();
  const value = useWatch({ name: source });
  const name = value ? String(record?.[nameSource ?? ''] ?? `#${value}`) : '';
  const field = (
    <TextField
      label={<FieldTitle label={label} source={source} resource={resource} />}
      defaultValue={name}
      fullWidth={fullWidth}
      sx={{ minWidth: 320 }}
      onFocus={() => setUsed(true)}
      slotProps={{ htmlInput: { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list' } }}
    />
  );
  if (!used) return field;
  return (
    <Suspense fallback={field}>
      <BusinessPickerInput {...props} autoFocus />
    </Suspense>
  );
}
