/**
 * A list filter over a reference (a lookup item, a row an `option` call answers: a status, a country, a state, a
 * sales rep): picked by name in a type-ahead, never typed as a code. The chosen name shows in a plain field until
 * the field is first focused, when the picker loads (LoadOnFocus); the filter's value is the reference's id or code,
 * as the list's call takes it.
 */
import { FieldTitle, useResourceContext } from 'ra-core';
import { useController, useWatch } from 'react-hook-form';
import type { FieldDef } from '../../declare/defineResource';
import { lazyView } from '../../declare/lazyView';
import { LoadOnFocus } from './LoadOnFocus';
import { useFieldChoices } from './useFieldChoices';

const ReferencePicker = lazyView(() => import('./ReferencePicker'), 'ReferencePicker');

export function ReferenceFilterField({ field }: { field: FieldDef }) {
  const resource = useResourceContext();
  // Registered from the start, so that the filter form gives it the value the list is filtered by.
  const { field: input } = useController({ name: field.source });
  // The other filters: a state's choices narrow to the country filtered by (`options.narrowBy`).
  const filters = useWatch() as Record<string, unknown>;
  const choices = useFieldChoices(field, filters);
  const value = input.value as unknown;
  // Until the choices come, nothing rather than the bare id; a value none of them has shows as it is.
  const found = choices.find((c) => String(c.id) === String(value))?.name;
  const name = value === undefined || value === null || value === '' || choices.length === 0 ? '' : (found ?? String(value));
  const label = <FieldTitle source={field.source} resource={resource} />;
  return (
    <LoadOnFocus
      label={label}
      value={name}
      sx={{ minWidth: 220 }}
      picker={<ReferencePicker label={label} choices={choices} value={value} onChange={(id) => input.onChange(id ?? '')} autoFocus />}
    />
  );
}
