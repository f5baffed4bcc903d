/**
 * A business field in a form: the current business's name until the field is
 * first focused, when the type-ahead (BusinessPickerInput) loads (LoadOnFocus).
 * The form's value is untouched until then.
 */
import { FieldTitle, useRecordContext, useResourceContext, type Validator } from 'ra-core';
import { useWatch } from 'react-hook-form';
import { lazyView } from '../../../resources/lazyView';
import { LoadOnFocus } from './LoadOnFocus';

const BusinessPickerInput = lazyView(() => import('./BusinessPickerInput'), 'BusinessPickerInput');

type Props = { source: string; validate?: Validator; label?: string; nameSource?: string; fullWidth?: boolean };

export function BusinessPickerField(props: Props) {
  const { source, label, nameSource, fullWidth } = props;
  const record = useRecordContext();
  const resource = useResourceContext();
  const value = useWatch({ name: source });
  return (
    <LoadOnFocus
      label={<FieldTitle label={label} source={source} resource={resource} />}
      value={value ? String(record?.[nameSource ?? ''] ?? `#${value}`) : ''}
      fullWidth={fullWidth}
      sx={{ minWidth: 320 }}
      picker={<BusinessPickerInput {...props} autoFocus />}
    />
  );
}
