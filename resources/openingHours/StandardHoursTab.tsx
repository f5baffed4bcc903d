/** The tab 'Standard Opening Hours': the tenant's seven days, Monday first, each with its hours or Closed and an Edit button (HoursDialog). */
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../src/components/useAlert';
import { HoursDialog, type HoursTarget } from './HoursDialog';
import { hoursText, weekdayName } from './names';
import { useStandardDays } from './queries';

export function StandardHoursTab({ tenantId }: { tenantId: number }) {
  const translate = useTranslate();
  const days = useStandardDays(tenantId);
  const [editing, setEditing] = useState<HoursTarget | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHours.standard.${key}`, args);
  if (days.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (days.isError) return <Alert severity="error">{translate(errorMessage(days.error), { _: errorMessage(days.error) })}</Alert>;
  const sorted = [...days.data].sort((a, b) => a.weekday - b.weekday);
  return (
    <>
      <Table size="small" aria-label={translate('resources.openingHours.tabs.standard')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('day')}</TableCell>
            <TableCell>{t('hours')}</TableCell>
            <TableCell align="right">{t('actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((day) => {
            const name = weekdayName(day.weekday, translate);
            return (
              <TableRow key={day.id}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>{hoursText(day, translate)}</TableCell>
                <TableCell align="right">
                  <Button size="small" startIcon={<EditIcon />} aria-label={t('edit_day', { day: name })} onClick={() => setEditing({ kind: 'standard', id: day.id, weekday: day.weekday })}>
                    {t('edit')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {editing && <HoursDialog target={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
