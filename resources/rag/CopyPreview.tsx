/** What a copy will change (or changed), per target vehicle: ratings added, changed and unchanged, with the totals when several. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CopyResult } from '../../contract/rag';
import { copyTotals } from './ragModel';

export function CopyPreview({ result, names }: { result: CopyResult; names: Map<number, string> }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.ragRatings.bulk.${key}`);
  const totals = copyTotals(result);
  return (
    <Table size="small" aria-label={t('preview_table')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('vehicle')}</TableCell>
          <TableCell align="right">{t('added')}</TableCell>
          <TableCell align="right">{t('changed')}</TableCell>
          <TableCell align="right">{t('unchanged')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.targets.map((target) => (
          <TableRow key={target.targetVehicleId}>
            <TableCell component="th" scope="row">
              {names.get(target.targetVehicleId) ?? `#${target.targetVehicleId}`}
            </TableCell>
            <TableCell align="right">{target.added}</TableCell>
            <TableCell align="right">{target.changed}</TableCell>
            <TableCell align="right">{target.unchanged}</TableCell>
          </TableRow>
        ))}
        {totals.targets > 1 && (
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {t('total')}
            </TableCell>
            <TableCell align="right">{totals.added}</TableCell>
            <TableCell align="right">{totals.changed}</TableCell>
            <TableCell align="right">{totals.unchanged}</TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
