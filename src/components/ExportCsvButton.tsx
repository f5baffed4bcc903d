/** CSV export of exactly the columns a list shows, labelled as on screen. */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import { choiceOf } from '../../resources/choices';
import type { FieldDef, ResourceDescriptor } from '../../resources/defineResource';
import { type CsvColumn, csvHeader, downloadCsv, toCsv } from './csv';
import { formatCurrency, formatDateTime } from './formats';
import { errorMessage, useAlert } from './useAlert';

export function useCsvColumns(descriptor: ResourceDescriptor, fields: FieldDef[]): CsvColumn[] {
  const translate = useTranslate();
  return fields.map((f) => ({
    source: f.source,
    label: translate(`resources.${descriptor.name}.fields.${f.source}`),
    value: f.compute,
    format: (value: unknown) => {
      const choice = choiceOf(f, value);
      if (choice) return translate(choice.name, { _: choice.name });
      if (f.kind === 'boolean') return translate(value ? 'app.format.yes' : 'app.format.no');
      if (f.kind === 'datetime') return formatDateTime(value as string);
      if (f.kind === 'currency') return formatCurrency(value as number);
      return value === null || value === undefined ? '' : String(value);
    },
  }));
}

/** `rows`: the records to write, or the data rows as CSV the server already wrote (a streamed export) to put under the labels. */
export function ExportCsvButton({ descriptor, columns, rows }: { descriptor: ResourceDescriptor; columns: FieldDef[]; rows: () => RaRecord[] | Promise<RaRecord[] | Blob> }) {
  const translate = useTranslate();
  const alert = useAlert();
  const csvColumns = useCsvColumns(descriptor, columns);
  const exportRows = async () => {
    try {
      const data = await rows();
      if (data instanceof Blob) downloadCsv(descriptor.name, csvHeader(csvColumns), data);
      else downloadCsv(descriptor.name, toCsv(data, csvColumns));
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={exportRows}>
      {translate('app.list.export')}
    </Button>
  );
}
