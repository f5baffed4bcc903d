/**
 * A select over the rows a call answers (an `option` field in a form: a country, a state, a time zone, a role),
 * in a module of its own so that a form showing one loads no type-ahead. A `oneInList` value is a list of one
 * `{ Id, Name }` row (a platform user's one role, spec §6): the select shows its id and sets the list.
 */
import { useMemo } from 'react';
import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { withValue } from '../../declare/fieldPath';
import type { Props } from './OptionInputs';
import { useOptions } from './useOptions';

export function OptionSelectInput({ source, options, label, validate, fullWidth }: Props) {
  // Its own value and, where the choices narrow by another field (a state by its address's country), that one's:
  // watching the whole form would re-render every select on every keystroke.
  const narrowSource = options.narrowBy?.source ?? source;
  const [value, narrowValue] = useWatch({ name: [source, narrowSource] }) as [unknown, unknown];
  const { choices: loaded, isPending } = useOptions(options, options.narrowBy ? withValue({}, narrowSource, narrowValue) : undefined);
  const { id, name, oneInList } = options;
  // A value none of the choices has (typed before the field was a select) shows as it is, never as blank.
  const choices = useMemo(
    () => (oneInList || isPending || value === undefined || value === null || value === '' || loaded.some((c) => String(c.id) === String(value)) ? loaded : [{ id: value as number | string, name: String(value) }, ...loaded]),
    [loaded, isPending, oneInList, value],
  );
  const listProps = oneInList
    ? {
        format: (value: unknown) => (Array.isArray(value) ? ((value[0] as Record<string, unknown> | undefined)?.[id] ?? '') : ''),
        parse: (value: unknown) => {
          const choice = choices.find((c) => String(c.id) === String(value));
          return choice ? [{ [id]: choice.id, [name]: choice.name }] : [];
        },
      }
    : { parse: (value: unknown) => (value === '' ? null : value) };
  return <SelectInput source={source} label={label} fullWidth={fullWidth} choices={choices} isPending={isPending} validate={validate} helperText={false} emptyText="—" {...listProps} />;
}
