/** Reusable list/detail fields for the spec's formats. */
import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatCurrency, formatDateTime } from './formats';

interface FieldProps {
  source: string;
  label?: string;
}

export function DateTimeField({ source }: FieldProps) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(record?.[source])}
    </Typography>
  );
}

export function CurrencyField({ source, symbol = '$' }: FieldProps & { symbol?: string }) {
  const record = useRecordContext();
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatCurrency(record?.[source], symbol)}
    </Typography>
  );
}
