/**
 * Asks 'Are you sure you want to delete this scheduled holiday?' (spec §8), then deletes it at the version shown
 * (DeleteHolidayOpeningHours). A stale holiday is not deleted: the list is read again and the dialog says why.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type Holiday, openingHoursContract as c } from '../../contract/openingHours';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { formatDate } from '../../src/components/formats';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { readRefusal } from './hoursForm';
import { useRefreshHours } from './queries';

export function DeleteHolidayDialog({ holiday, onClose }: { holiday: Holiday; onClose: (deleted: boolean) => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshHours();
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHours.holidays.${key}`, args);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await dataProvider.call(c.deleteHolidayOpeningHours, { body: { id: holiday.id, version: holiday.version } });
      alert.success('resources.openingHours.holidays.deleted');
      await refresh();
      setBusy(false);
      onClose(true);
    } catch (error) {
      setProblem(readRefusal(error, 'holiday', translate).stale ? t('delete_stale') : translate(errorMessage(error), { _: errorMessage(error) }));
      await refresh();
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : () => onClose(false)} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('delete_title', { date: formatDate(holiday.holidayDate), name: holiday.name })}</DialogTitle>
      <DialogContent>
        {problem && (
          <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <DialogContentText id={textId}>{t('delete_confirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={remove} autoFocus>
          {t('delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
