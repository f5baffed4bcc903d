/**
 * A unique value's holder (FieldDef `unique`): found while the value is typed, named and linked under the input,
 * and checked again when the form is saved, so a save is not sent while another record holds the value.
 */
import { FormHelperText, Link } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { HttpError, useDataProvider, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import { type FieldDef, fieldError } from '../defineResource';

const TYPING_PAUSE_MS = 300;
type Holder = Record<string, unknown> | null;

/** The query that finds the record holding `value` (null when none does), shared by the hint and the validator. */
function useHolderQuery(field: FieldDef) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const unique = field.unique;
  return (value: string) => ({
    queryKey: ['unique', unique?.endpoint.url, value.toLowerCase()],
    staleTime: 5_000,
    queryFn: async (): Promise<Holder> => {
      if (!unique) return null;
      try {
        const holder = await dataProvider.call(unique.endpoint, { query: { [unique.param]: value } });
        return typeof holder === 'object' && holder !== null ? { ...holder } : null;
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }
    },
  });
}

/** A value worth asking about: typed, and valid by the field's own rules. */
const askable = (field: FieldDef, value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && fieldError(field, value) === null;
const heldByAnother = (holder: Holder | undefined, id: unknown) => !!holder && String(holder.id) !== String(id ?? 0);

/** The field's validator, which for a `unique` field also refuses a value another record holds. */
export function useUniqueValidator(field: FieldDef, validator: Validator): Validator {
  const queryClient = useQueryClient();
  const holderQuery = useHolderQuery(field);
  const unique = field.unique;
  if (!unique) return validator;
  return async (value: unknown, values: Record<string, unknown>, props: unknown) => {
    const problem = await validator(value, values, props);
    if (problem || !askable(field, value)) return problem;
    const holder = await queryClient.fetchQuery(holderQuery(value.trim())).catch(() => null);
    return holder && heldByAnother(holder, values?.id) ? { message: 'app.validation.taken', args: { name: unique.name(holder) } } : undefined;
  };
}

/** Under the input: the record already holding the typed value, with a link to it. */
export function UniqueHint({ field }: { field: FieldDef }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = useWatch({ name: field.source }) as unknown;
  const holderQuery = useHolderQuery(field);
  // Once a save has shown the refusal on the input itself, only the link is added here.
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.source });
  const refused = getFieldState(field.source, formState).invalid;
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTyped(askable(field, value) ? value.trim() : ''), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [field, value]);
  const holder = useQuery({ ...holderQuery(typed), enabled: typed !== '' });
  const unique = field.unique;
  const shown = unique && typed !== '' && heldByAnother(holder.data, record?.id) && holder.data;
  return (
    <FormHelperText error role="status" aria-live="polite" sx={{ mx: 1.75, mt: -0.75, mb: shown ? 1 : 0 }}>
      {shown && (
        <>
          {!refused && `${translate('app.validation.taken', { name: unique.name(shown) })} `}
          <Link component={RouterLink} to={unique.path(shown)} aria-label={translate('app.validation.taken_open', { name: unique.name(shown) })}>
            {translate('ra.action.open')}
          </Link>
        </>
      )}
    </FormHelperText>
  );
}
