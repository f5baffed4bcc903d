/**
 * The one hours dialog, for a standard day (its two times) and a holiday (date, name and times) alike: the record
 * read afresh when it opens (a new holiday: none), the contract's rules checked before sending, a refusal shown on
 * its fields with what was typed kept. Keyboard: focus starts in the first input, Enter saves, Escape cancels,
 * and MUI's Dialog gives focus back to the button that opened it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../src/components/useAlert';
import { formatDate } from '../../src/components/formats';
import { HoursForm } from './HoursForm';
import { weekdayName } from './names';
import { useHoursRecord } from './queries';

/** What the dialog edits: a standard day (by id, named by its weekday), or a holiday (by id, null for a new one). */
export type HoursTarget = { kind: 'standard'; id: number; weekday: number } | { kind: 'holiday'; id: number | null; tenantId: number; holidayDate?: string };

export function HoursDialog({ target, onClose }: { target: HoursTarget; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const record = useHoursRecord(target.kind, target.id);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.openingHours.dialog.${key}`, args);
  const title =
    target.kind === 'standard'
      ? t('standard_title', { day: weekdayName(target.weekday, translate) })
      : target.id === null
        ? t('add_title')
        : t('edit_title', { date: formatDate(target.holidayDate ?? '') });
  const loaded = target.id === null || record.isSuccess;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {loaded ? (
        <HoursForm
          kind={target.kind}
          record={record.data ?? null}
          tenantId={target.kind === 'holiday' ? target.tenantId : undefined}
          reload={async () => (await record.refetch()).data}
          busy={busy}
          setBusy={setBusy}
          onClose={onClose}
        />
      ) : (
        <>
          <DialogContent>
            {record.isError ? <Alert severity="error">{translate(errorMessage(record.error), { _: errorMessage(record.error) })}</Alert> : <LinearProgress aria-label={t('loading')} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
