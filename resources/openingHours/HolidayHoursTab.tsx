/**
 * The tab 'Public Holiday Opening Hours': the tenant's holidays by date (MM/DD/YYYY), name, hours or 'Closed all
 * day', each with Edit and Delete; 'Add holiday' opens the same dialog as a standard day's (HoursDialog).
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, Button, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Holiday } from '../../contract/openingHours';
import { formatDate } from '../../src/components/formats';
import { errorMessage } from '../../src/components/useAlert';
import { DeleteHolidayDialog } from './DeleteHolidayDialog';
import { HoursDialog, type HoursTarget } from './HoursDialog';
import { hoursText } from './names';
import { useHolidays } from './queries';

export function HolidayHoursTab({ tenantId }: { tenantId: number }) {
  const translate = useTranslate();
  const holidays = useHolidays(tenantId);
  const [editing, setEditing] = useState<HoursTarget | null>(null);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHours.holidays.${key}`, args);
  const sorted = [...(holidays.data ?? [])].sort((a, b) => a.holidayDate.localeCompare(b.holidayDate));

  const closeDelete = (deleted: boolean) => {
    setDeleting(null);
    // Its row is gone, and with it the button focus would go back to: the focus goes to Add holiday instead.
    if (deleted) setTimeout(() => addButton.current?.focus());
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button ref={addButton} startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({ kind: 'holiday', id: null, tenantId })}>
          {t('add')}
        </Button>
      </Stack>
      {holidays.isPending ? (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      ) : holidays.isError ? (
        <Alert severity="error">{translate(errorMessage(holidays.error), { _: errorMessage(holidays.error) })}</Alert>
      ) : sorted.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.openingHours.tabs.holidays')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('hours')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sorted.map((h) => {
              const date = formatDate(h.holidayDate);
              return (
                <TableRow key={h.id}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {date}
                  </TableCell>
                  <TableCell>{h.name}</TableCell>
                  <TableCell>{hoursText(h, translate, 'closed_all_day')}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      startIcon={<EditIcon />}
                      aria-label={t('edit_holiday', { date })}
                      onClick={() => setEditing({ kind: 'holiday', id: h.id, tenantId, holidayDate: h.holidayDate })}
                    >
                      {t('edit')}
                    </Button>
                    <Button size="small" color="error" startIcon={<DeleteIcon />} aria-label={t('delete_holiday', { date })} onClick={() => setDeleting(h)}>
                      {t('delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {editing && <HoursDialog target={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteHolidayDialog holiday={deleting} onClose={closeDelete} />}
    </Stack>
  );
}
