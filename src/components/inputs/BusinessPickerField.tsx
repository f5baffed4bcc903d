/**
 * A business field in a form or a filter: the current business's name (useBusinessName) until the field is
 * first focused, when the type-ahead (BusinessPickerInput) loads (LoadOnFocus).
 * The form's value is untouched until then.
 */
import { FieldTitle, useRecordContext, useResourceContext, type Validator } from 'ra-core';
import { useController } from 'react-hook-form';
import { lazyView } from '../../declare/lazyView';
import { LoadOnFocus } from './LoadOnFocus';
import { recordsName, useBusinessName } from './useBusinessName';

const BusinessPickerInput = lazyView(() => import('./BusinessPickerInput'), 'BusinessPickerInput');

type Props = { source: string; validate?: Validator; label?: string; nameSource?: string; fullWidth?: boolean };

export function BusinessPickerField(props: Props) {
  const { source, label, nameSource, fullWidth } = props;
  const record = useRecordContext();
  const resource = useResourceContext();
  // Registered from the start, so that a list's filter form gives it the value the list is filtered by (a filter
  // form fills only the inputs it has registered).
  const value = useController({ name: source }).field.value;
  // The record names its own value; a filter's value (from the URL) is named by a fetch.
  const name = useBusinessName(value, recordsName(record, source, value, nameSource));
  return (
    <LoadOnFocus
      label={<FieldTitle label={label} source={source} resource={resource} />}
      value={name}
      fullWidth={fullWidth}
      sx={{ minWidth: 320 }}
      picker={<BusinessPickerInput {...props} autoFocus />}
    />
  );
}
