/** CSV export of exactly the columns a list shows, labelled as on screen. */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import type { FieldDef, ResourceDescriptor } from '../../resources/defineResource';
import { type CsvColumn, downloadCsv, toCsv } from './csv';
import { formatCurrency, formatDateTime } from './formats';
import { errorMessage, useAlert } from './useAlert';

export function useCsvColumns(descriptor: ResourceDescriptor, fields: FieldDef[]): CsvColumn[] {
  const translate = useTranslate();
  return fields.map((f) => ({
    source: f.source,
    label: translate(`resources.${descriptor.name}.fields.${f.source}`),
    format: (value: unknown) => {
      if (f.kind === 'boolean') return translate(value ? 'app.format.yes' : 'app.format.no');
      if (f.kind === 'datetime') return formatDateTime(value as string);
      if (f.kind === 'currency') return formatCurrency(value as number);
      return value === null || value === undefined ? '' : String(value);
    },
  }));
}

export function ExportCsvButton({ descriptor, columns, rows }: { descriptor: ResourceDescriptor; columns: FieldDef[]; rows: () => RaRecord[] | Promise<RaRecord[]> }) {
  const translate = useTranslate();
  const alert = useAlert();
  const csvColumns = useCsvColumns(descriptor, columns);
  const exportRows = async () => {
    try {
      downloadCsv(descriptor.name, toCsv(await rows(), csvColumns));
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
