/**
 * What the two copy dialogs share (CopyDialog: to another vehicle; BulkCopyDialog: to other model years): the
 * target chosen, a preview of what will change, then, confirmed, the copy, the ratings reloaded and the dialog
 * closed. Each dialog says only what differs: how the target is chosen, how the preview is asked for, shown and
 * applied, and its messages (`resources.ragRatings.<messages>`: title, preview, back, apply). A call's failure is
 * shown in the dialog, which stays open. Keyboard: focus starts on the dialog's first input (the one its target
 * step marks autoFocus), Enter previews and then copies (focus on the copy button), Escape cancels, and the dialog
 * gives focus back to the button that opened it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../src/components/useAlert';
import { useRefreshRag } from './queries';
import { type Vehicle, vehicleName } from './ragModel';

/** What opens a copy dialog: the vehicle copied from, and its id. */
export interface CopyDialogProps {
  source: Vehicle;
  sourceVehicleId: number;
  onClose: () => void;
}

interface Props<T, P> {
  source: Vehicle;
  onClose: () => void;
  messages: 'copy' | 'bulk';
  /** The target step: what to copy to, its first input marked autoFocus. */
  choose: ReactNode;
  /** The target chosen, or null while it is not (nothing checked, a vehicle half picked): `missing` is then said. */
  target: T | null;
  missing: string;
  /** Asks for the preview of a copy to the target: the preview, or why there is none, in words. */
  preview: (target: T) => Promise<P | string>;
  /** The preview shown before the copy is confirmed. */
  review: (preview: P) => ReactNode;
  /** The arguments of the copy button's label. */
  applyArgs?: (preview: P) => Record<string, unknown>;
  /** Copies as previewed, and says so. */
  apply: (preview: P) => Promise<void>;
}

export function CopyFlowDialog<T, P>({ source, onClose, messages, choose, target, missing, preview, review, applyArgs, apply }: Props<T, P>) {
  const translate = useTranslate();
  const refresh = useRefreshRag();
  const titleId = useId();
  const [shown, setShown] = useState<P | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.${messages}.${key}`, args);

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(translate(errorMessage(error), { _: errorMessage(error) }));
    }
    setBusy(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown === null) {
      if (target === null) return setProblem(missing);
      return run(async () => {
        const next = await preview(target);
        if (typeof next === 'string') setProblem(next);
        else setShown(next);
      });
    }
    return run(async () => {
      await apply(shown);
      await refresh();
      onClose();
    });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('title', { vehicle: vehicleName(source) })}</DialogTitle>
      <form onSubmit={submit} noValidate>
        <DialogContent>
          <Stack spacing={2}>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            {shown === null ? choose : review(shown)}
          </Stack>
        </DialogContent>
        <DialogActions>
          {shown !== null && (
            <Button onClick={() => setShown(null)} disabled={busy} sx={{ mr: 'auto' }}>
              {t('back')}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          {shown === null ? (
            <Button key="preview" type="submit" variant="contained">
              {t('preview')}
            </Button>
          ) : (
            <Button key="apply" type="submit" variant="contained" autoFocus>
              {t('apply', applyArgs?.(shown))}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
