/** How a declared field shows in a form, validated by its declaration. */
import { Box } from '@mui/material';
import { Suspense } from 'react';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FieldHelp } from '../../components/Hint';
import { BusinessPickerField } from '../../components/inputs/BusinessPickerField';
import { LookupSelectInput } from '../../components/inputs/LookupInputs';
import { type FieldDef, fieldError, lookupKeyOf } from '../defineResource';
import { lazyView } from '../lazyView';
import { UniqueHint, useUniqueValidator } from './UniqueHint';

// The inputs most forms do not show are loaded the first time one is (the JavaScript budget, bench/bundle.ts).
const AutocompleteInput = lazyView(() => import('../../components/inputs/ChoiceAutocompleteInput'), 'ChoiceAutocompleteInput');
const CurrencyInput = lazyView(() => import('../../components/inputs/AmountInput'), 'CurrencyInput');
const DateInput = lazyView(() => import('../../components/inputs/ChoiceAutocompleteInput'), 'ChoiceDateInput');
const LookupManyInput = lazyView(() => import('../../components/inputs/LookupManyInput'), 'LookupManyInput');
const LookupPercentInput = lazyView(() => import('../../components/inputs/LookupPercentInput'), 'LookupPercentInput');
const OptionManyInput = lazyView(() => import('../../components/inputs/OptionInputs'), 'OptionManyInput');
const OptionSearchInput = lazyView(() => import('../../components/inputs/OptionInputs'), 'OptionSearchInput');
const OptionSelectInput = lazyView(() => import('../../components/inputs/OptionSelectInput'), 'OptionSelectInput');
const PasswordPolicyInput = lazyView(() => import('../../components/inputs/PasswordPolicyInput'), 'PasswordPolicyInput');
const SecretInput = lazyView(() => import('../../components/inputs/SecretInput'), 'SecretInput');

export const validatorFor =
  (field: FieldDef): Validator =>
  (value: unknown, values?: Record<string, unknown>) => {
    const problem = fieldError(field, value, values);
    return problem ? { message: problem.message, args: problem.args ?? {} } : undefined;
  };

const LONG_LIST = 30;

function Input({ field, label, values }: { field: FieldDef; label?: string; values: Record<string, unknown> }) {
  const translate = useTranslate();
  const validate = useUniqueValidator(field, validatorFor(field));
  const common = { source: field.source, label, validate, helperText: false as const, fullWidth: true };
  if (field.choices) {
    const choices = field.choices.map((c) => ({ id: c.id, name: translate(c.name, { _: c.name }) }));
    // A long list (time zones) is picked by type-ahead.
    if (choices.length > LONG_LIST) return <AutocompleteInput {...common} choices={choices} parse={(v) => (v === '' ? null : v)} />;
    return <SelectInput {...common} choices={choices} />;
  }
  switch (field.kind) {
    case 'boolean':
      return <BooleanInput source={field.source} label={label} helperText={false} />;
    case 'integer':
    case 'decimal':
      return <NumberInput {...common} min={field.min} max={field.max} step={field.kind === 'integer' ? 1 : 'any'} />;
    case 'currency':
      return <CurrencyInput field={field} label={label} validate={validate} fullWidth />;
    case 'date':
      return <DateInput {...common} />;
    case 'lookup':
      return field.lookup ? <LookupSelectInput {...common} lookup={lookupKeyOf(field, values) ?? field.lookup} /> : null;
    case 'lookupMany':
      return field.lookup ? <LookupManyInput {...common} lookup={field.lookup} /> : null;
    case 'lookupPercent':
      return field.lookup ? <LookupPercentInput source={field.source} label={label} lookup={field.lookup} validate={common.validate} /> : null;
    case 'business':
      return <BusinessPickerField {...common} nameSource={field.nameSource} />;
    case 'option':
      if (field.options?.many) return <OptionManyInput {...common} options={field.options} />;
      if (field.options?.search) return <OptionSearchInput {...common} options={field.options} nameSource={field.nameSource} />;
      return field.options ? <OptionSelectInput {...common} options={field.options} /> : null;
    case 'password':
      return <PasswordPolicyInput source={field.source} label={label} validate={common.validate} />;
    case 'secret':
      return <SecretInput {...common} maxLength={field.maxLength} />;
    default:
      return (
        <TextInput
          {...common}
          type={field.kind === 'email' ? 'email' : 'text'}
          multiline={field.multiline}
          minRows={field.multiline ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength: field.maxLength } }}
        />
      );
  }
}

/** A declared field's input with its help; hidden while its `visibleWhen` says so. */
export function FieldInput({ field, label }: { field: FieldDef; label?: string }) {
  // Only a field that reads other fields watches the form: a watch re-renders its field on every keystroke anywhere
  // in the form, which made a long form's load and typing cost a render of every field.
  const values = (useWatch({ disabled: !(field.visibleWhen || field.lookupBy) }) ?? {}) as Record<string, unknown>;
  if (field.visibleWhen && !field.visibleWhen(values)) return null;
  const input = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: '100%', maxWidth: 520, mb: 1 }}>
      {/* The input's place while it loads, shaded (MUI's Skeleton would cost every form 1.4 KB more). */}
      <Suspense fallback={<Box aria-hidden sx={{ height: 40, flex: 1, borderRadius: 1, bgcolor: 'action.hover' }} />}>
        <Input field={field} label={label} values={values} />
      </Suspense>
      {field.help && <FieldHelp title={field.help} />}
    </Box>
  );
  if (!field.unique) return input;
  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      {input}
      <UniqueHint field={field} />
    </Box>
  );
}
