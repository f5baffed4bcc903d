/** 'Mark reviewed': records in the audit log that a vehicle's ratings were reviewed (ragrating/Audit), with an optional note. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ragContract as c } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { useRefreshRag } from './queries';
import { maxLengthOf } from '../../contract/keys';

export function ReviewDialog({ vehicle, vehicleId, onClose }: { vehicle: string; vehicleId: () => Promise<number>; onClose: () => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefreshRag();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.review.${key}`, args);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const id = await vehicleId();
      await dataProvider.call(c.audit, { body: { vehicleId: id, ...(note.trim() ? { note: note.trim() } : {}) } });
      alert.success('resources.ragRatings.review.done', { vehicle });
      await refresh();
      onClose();
    } catch (error) {
      setProblem(translate(errorMessage(error), { _: errorMessage(error) }));
    }
    setBusy(false);
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('title', { vehicle })}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField label={t('note')} value={note} onChange={(e) => setNote(e.target.value)} fullWidth size="small" autoFocus slotProps={{ htmlInput: { maxLength: maxLengthOf(c.audit, 'note') } }} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained">
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
