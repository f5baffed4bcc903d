/** The items of one key: the declared columns that hold a value for some item, the parent by name; a row opens its item. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type RaRecord, useTranslate } from 'react-admin';
import type { LookupItem } from '../../../contract/lookup';
import { type FieldDef, listFields } from '../../declare/defineResource';
import { valueAt } from '../../declare/fieldPath';
import lookupItems from '../../../resources/lookupItems';
import { FieldCell } from '../../declare/views/FieldCell';
import type { ItemRecord } from './queries';

/** Shown for every key; the other columns (the Spanish text too) only when an item of the key holds a value there. */
const ALWAYS = ['id', 'text', 'isActive'];

export function visibleFields(rows: RaRecord[]): FieldDef[] {
  const held = (r: RaRecord, f: FieldDef) => ![null, undefined, ''].includes(valueAt(r, f.source) as null | undefined | '');
  return listFields(lookupItems).filter((f) => ALWAYS.includes(f.source) || rows.some((r) => held(r, f)));
}

interface Props {
  rows: ItemRecord[];
  fields: FieldDef[];
  parents: Map<number, LookupItem>;
  onOpen: (record: ItemRecord) => void;
  empty: string;
}

export function ItemsTable({ rows, fields, parents, onOpen, empty }: Props) {
  const translate = useTranslate();
  return (
    <Table size="small" stickyHeader aria-label={translate('resources.lookupItems.name', { smart_count: 2 })}>
      <TableHead>
        <TableRow>
          {fields.map((f) => (
            <TableCell key={f.source} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{translate(`resources.lookupItems.fields.${f.source}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={fields.length}>{empty}</TableCell>
          </TableRow>
        )}
        {rows.map((record) => (
          <TableRow
            key={record.id}
            hover
            tabIndex={0}
            sx={{ cursor: 'pointer' }}
            onClick={() => onOpen(record)}
            onKeyDown={(e) => e.key === 'Enter' && onOpen(record)}
          >
            {fields.map((f) => (
              <TableCell key={f.source}>
                {f.source === 'parentId' ? (parents.get(Number(record.parentId))?.text ?? record.parentId ?? '') : <FieldCell field={f} record={record} />}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
