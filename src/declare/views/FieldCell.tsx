/** How a declared field shows in a list cell: its display text (displayText.ts), the same the CSV export writes. */
import { Link, Typography } from '@mui/material';
import { BooleanField, type RaRecord, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { TruncatedText } from '../../components/Hint';
import type { FieldDef } from '../defineResource';
import { useDisplayText } from './displayText';

export function FieldCell({ field, record }: { field: FieldDef; record: RaRecord }) {
  const path = field.link?.(record);
  const cell = <CellText field={field} record={record} />;
  // The link takes the row's click for itself (a row may open its record too).
  return path ? (
    <Link component={RouterLink} to={path} onClick={(e) => e.stopPropagation()}>
      {cell}
    </Link>
  ) : (
    cell
  );
}

/** A cell's text by its field's `fit`. */
const FIT = {
  paragraph: { display: 'block', minWidth: 200, whiteSpace: 'normal' },
  wrap: { whiteSpace: 'normal' },
  whole: { whiteSpace: 'nowrap' },
} as const;

function CellText({ field, record }: { field: FieldDef; record: RaRecord }) {
  const translate = useTranslate();
  const text = useDisplayText(field, record);
  switch (field.kind) {
    case 'boolean':
      // An icon, named by the same yes/no the CSV writes.
      return <BooleanField source={field.source} record={record} valueLabelTrue={translate('app.format.yes')} valueLabelFalse={translate('app.format.no')} />;
    case 'date':
      return (
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {text}
        </Typography>
      );
    case 'datetime': {
      // The date and the time each kept whole, the time under the date where the column is narrow.
      const [date, time] = text.split(/ (?=\d)/);
      return (
        <Typography component="span" variant="body2" sx={{ '& > span': { whiteSpace: 'nowrap' } }}>
          <span>{date}</span>
          {time && ' '}
          {time && <span>{time}</span>}
        </Typography>
      );
    }
    case 'currency':
    case 'integer':
    case 'decimal':
      if (field.choices) break;
      return (
        <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {text}
        </Typography>
      );
  }
  if (field.fit) {
    return (
      <Typography component="span" variant="body2" sx={FIT[field.fit]}>
        {text}
      </Typography>
    );
  }
  return <TruncatedText text={text} />;
}
