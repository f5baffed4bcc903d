/** CSV export of exactly the columns a list shows, labelled as on screen, each cell the text its list cell shows. */
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type RaRecord, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { FieldDef, ResourceDescriptor } from '../declare/defineResource';
import { type Choice, displayText, loadChoices } from '../declare/views/displayText';
import { valueAt } from '../declare/fieldPath';
import { type CsvColumn, csvHeader, download, downloadCsv, toCsv } from './csv';
import { csvAmount } from './money';
import { errorMessage, useAlert } from './useAlert';

type ChoicesFor = (field: FieldDef, record: Record<string, unknown>) => Choice[] | undefined;

/** The CSV columns of the fields: translated labels, and cells written by `displayText` with the loaded choices. */
export function useCsvColumns(descriptor: ResourceDescriptor, fields: FieldDef[]): (choicesFor?: ChoicesFor) => CsvColumn[] {
  const translate = useTranslate();
  return (choicesFor) =>
    fields.map((f) => ({
      source: f.source,
      label: translate(`resources.${descriptor.name}.fields.${f.source}`),
      // An amount stays a plain number (money.ts csvAmount): a spreadsheet sums it, in any language.
      value: (row: Record<string, unknown>) => (f.kind === 'currency' ? csvAmount(valueAt(row, f.source)) : displayText(f, row, translate, choicesFor?.(f, row))),
    }));
}

/**
 * `rows`: the records to write, or the data rows as CSV the server already wrote (a streamed export) to put under the
 * labels. Two buttons: the CSV, and the same rows as an Excel workbook (./xlsx.ts, loaded when first asked for).
 */
export function ExportCsvButton({ descriptor, columns, rows }: { descriptor: ResourceDescriptor; columns: FieldDef[]; rows: () => RaRecord[] | Promise<RaRecord[] | Blob> }) {
  const translate = useTranslate();
  const alert = useAlert();
  const client = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale] = useLocaleState();
  const csvColumns = useCsvColumns(descriptor, columns);
  /** The export as CSV text, header first. */
  const csvText = async (): Promise<string> => {
    const data = await rows();
    if (data instanceof Blob) return csvHeader(csvColumns()) + (await data.text());
    // Each lookup and option list the columns name is loaded once (or read from the cells' cache), never per row;
    // lookup items are named in the console's language, as the cells show them.
    const choicesFor = await loadChoices(client, dataProvider, columns, data, locale);
    return toCsv(data, csvColumns(choicesFor));
  };
  const exportAs = (format: 'csv' | 'xlsx') => async () => {
    try {
      const text = await csvText();
      if (format === 'csv') return downloadCsv(descriptor.name, text);
      const { csvToXlsx, XLSX_TYPE } = await import('./xlsx');
      download(`${descriptor.name}.xlsx`, new Blob(csvToXlsx(text, translate(`resources.${descriptor.name}.name`, { smart_count: 2, _: descriptor.name })) as BlobPart[], { type: XLSX_TYPE }));
    } catch (error) {
      alert.error(errorMessage(error));
    }
  };
  return (
    <>
      <Button startIcon={<DownloadIcon />} onClick={exportAs('csv')}>
        {translate('app.list.export')}
      </Button>
      <Button startIcon={<DownloadIcon />} onClick={exportAs('xlsx')}>
        {translate('app.list.export_xlsx')}
      </Button>
    </>
  );
}
