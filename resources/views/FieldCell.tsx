/** How a declared field shows in a list cell. */
import { BooleanField, type RaRecord, useTranslate } from 'react-admin';
import { CurrencyField, DateTimeField } from '../../src/components/fields';
import { formatDate } from '../../src/components/formats';
import { TruncatedText } from '../../src/components/Hint';
import { choiceOf } from '../choices';
import type { FieldDef } from '../defineResource';
import { valueAt } from '../fieldPath';

export function FieldCell({ field, record }: { field: FieldDef; record: RaRecord }) {
  const translate = useTranslate();
  const value = field.compute ? field.compute(record) : valueAt(record, field.source);
  const choice = choiceOf(field, value);
  if (choice) return <span>{translate(choice.name, { _: choice.name })}</span>;
  switch (field.kind) {
    case 'boolean':
      return <BooleanField source={field.source} record={record} valueLabelTrue={translate('app.format.yes')} valueLabelFalse={translate('app.format.no')} />;
    case 'datetime':
      return <DateTimeField source={field.source} />;
    case 'date':
      return <span>{formatDate(value as string)}</span>;
    case 'currency':
      return <CurrencyField source={field.source} />;
    case 'integer':
    case 'decimal':
      return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value === null || value === undefined ? '' : String(value)}</span>;
    default:
      return <TruncatedText text={value === null || value === undefined ? '' : String(value)} />;
  }
}
