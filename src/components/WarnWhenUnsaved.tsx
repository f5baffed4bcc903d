/**
 * Put inside a form: while it holds edits it has not saved, leaving it asks first (unsavedChanges.tsx).
 * A form being saved does not count: a save that opens another page (a created record's detail, the list
 * after an edit) navigates before the form is reset. Leaving without saving resets the form to its record.
 */
import { useFormContext, useFormState } from 'react-hook-form';
import { useUnsavedChanges } from './unsavedChanges';

export function WarnWhenUnsaved() {
  const { dirtyFields, isSubmitting } = useFormState();
  const { reset } = useFormContext();
  useUnsavedChanges(Object.keys(dirtyFields).length > 0 && !isSubmitting, () => reset());
  return null;
}
