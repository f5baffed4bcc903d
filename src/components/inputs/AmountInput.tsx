/**
 * Amounts typed as money: the currency's symbol before the box (or % after it, for a percent), the amount shown with
 * 2 decimals and the language's thousands separator, and read back however the user types it (parseAmount:
 * "1,234.5", "$1234", "1.234,5" in Spanish). Text that is not an amount stays as typed and fails the field's number
 * rule. In forms (CurrencyInput) and in the inline-editable list's cells (MoneyCell); loaded when first shown.
 */
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useDataProvider, useInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { businessContract } from '../../../contract/business';
import { lookupContract } from '../../../contract/lookup';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { AppDataProvider } from '../../../dataProvider/adapter';
import type { CellEditorProps, FieldDef } from '../../declare/defineResource';
import { valueAt } from '../../declare/fieldPath';
import { formatAmount, type NumberMarks } from '../formats';
import { parseAmount } from '../parseAmount';
import { defaultCurrencySymbol, numberMarks } from '../money';

type Row = Record<string, unknown>;

/** What a typed text gives: the amount to 2 decimals (as shown), null for nothing, NaN for text that is not an amount. */
export function typedAmount(text: string, marks: NumberMarks): number | null {
  const amount = parseAmount(text, marks);
  return amount === null || Number.isNaN(amount) ? amount : Math.round(amount * 100) / 100;
}

const blank = (v: unknown) => v === null || v === undefined || v === '';
const sameAmount = (a: unknown, b: unknown) => (blank(a) && blank(b)) || Object.is(a, b) || (typeof a === 'number' && a === Number(b));

// Under the pickers' and cells' prefix (displayText.ts, useLookupChoices.ts): a save makes them stale together.
const CURRENCIES = ['lookupChoices', LOOKUP_KEYS.currency, 'all'];

/**
 * The symbol a `currency` field's amount shows for `record` (the form's values, a list row): that of its currency
 * (`field.currency`), the default while it loads or when the record names none.
 */
export function useCurrencySymbol(field: FieldDef, record: Row): string {
  const dataProvider = useDataProvider<AppDataProvider>();
  const of = field.currency;
  const businessId = of && 'businessBilling' in of ? Number(valueAt(record, of.businessBilling)) || null : null;
  // The Billing tab's own query (TabForm): its saved currency, shared with the tab when it is open.
  const { data: billing } = useQuery({
    queryKey: ['businessTab', 'billing', businessId],
    enabled: businessId !== null,
    staleTime: 60_000,
    queryFn: () => dataProvider.call(businessContract.billing, { query: { key: businessId } }),
  });
  const currencyId = of && 'source' in of ? valueAt(record, of.source) : billing?.currencyId;
  const { data: currencies } = useQuery({
    queryKey: CURRENCIES,
    enabled: !blank(currencyId),
    staleTime: 5 * 60_000,
    queryFn: () => dataProvider.call(lookupContract.byKey, { body: { key: LOOKUP_KEYS.currency, showAll: true } }),
  });
  const symbol = currencies?.find((c) => String(c.id) === String(currencyId))?.stringValue?.trim();
  return symbol || defaultCurrencySymbol();
}

type AmountFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: unknown;
  onChange: (value: number | null) => void;
  symbol: string;
  percent: boolean;
};

/** The box: the value formatted, or the text being typed while it is the one that gave the value. */
export function AmountField({ value, onChange, onBlur, symbol, percent, slotProps, ...props }: AmountFieldProps) {
  const translate = useTranslate();
  const marks = numberMarks(translate);
  const [typed, setTyped] = useState<{ text: string; value: number | null } | null>(null);
  // A value set from elsewhere (a reload, a cancelled edit) shows formatted, whatever was typed before.
  const text = typed && sameAmount(typed.value, value) ? typed.text : formatAmount(value, 2, marks);
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => {
        const amount = typedAmount(e.target.value, marks);
        setTyped({ text: e.target.value, value: amount });
        onChange(amount);
      }}
      onBlur={(e) => {
        // Leaving the box formats what was typed, unless it is not an amount: then it stays, to be corrected.
        if (!Number.isNaN(typed?.value)) setTyped(null);
        onBlur?.(e);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
        input: {
          ...(percent
            ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
            : { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> }),
          ...(slotProps?.input as object),
        },
      }}
    />
  );
}

/** A declared `currency` field in a form. */
export function CurrencyInput({ field, label, validate, fullWidth }: { field: FieldDef; label?: string; validate?: Validator; fullWidth?: boolean }) {
  const resource = useResourceContext();
  const values = useWatch() as Row;
  const symbol = useCurrencySymbol(field, values);
  const {
    field: input,
    fieldState: { invalid, error },
    id,
    isRequired,
  } = useInput({ source: field.source, validate, format: (v: unknown) => v, parse: (v: unknown) => v });
  return (
    <AmountField
      id={id}
      name={input.name}
      inputRef={input.ref}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      label={<FieldTitle label={label} source={field.source} resource={resource} isRequired={isRequired} />}
      error={invalid}
      helperText={invalid ? <InputHelperText error={error?.message} /> : null}
      fullWidth={fullWidth}
      symbol={symbol}
      percent={Boolean(field.percentWhen?.(values))}
    />
  );
}

/** A declared `currency` field in a row of the inline-editable list (a discount's amount, in percent or money by its type). */
export function MoneyCell({ field, record, value, label, error, onChange }: CellEditorProps) {
  const symbol = useCurrencySymbol(field, record);
  return (
    <AmountField
      variant="standard"
      size="small"
      value={value}
      onChange={onChange}
      error={error}
      symbol={symbol}
      percent={Boolean(field.percentWhen?.(record))}
      slotProps={{ input: { disableUnderline: !error }, htmlInput: { 'aria-label': label } }}
      sx={{ minWidth: 120, '& .MuiInputBase-root': { px: 0.5, borderRadius: 1 }, '& .MuiInputBase-root:hover, & .Mui-focused': { bgcolor: 'action.selected' } }}
    />
  );
}
