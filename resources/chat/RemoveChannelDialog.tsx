/**
 * Asks before a channel is removed with its live messages. An unsaved channel (spec §4) with messages is offered
 * to save its history onto the request first, or to discard it, said so explicitly; any other one is confirmed.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

export function RemoveChannelDialog({
  name,
  unsaved,
  busy,
  onSaveAndRemove,
  onRemove,
  onClose,
}: {
  name: string;
  unsaved: boolean;
  busy: boolean;
  onSaveAndRemove: () => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{translate('resources.chat.remove.title', { name })}</DialogTitle>
      <DialogContent>
        <Typography id={textId} color="text.secondary">
          {translate(unsaved ? 'resources.chat.remove.unsaved' : 'resources.chat.remove.confirm')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        {unsaved ? (
          <>
            <Button color="error" onClick={onRemove} disabled={busy}>
              {translate('resources.chat.remove.discard')}
            </Button>
            <Button variant="contained" onClick={onSaveAndRemove} disabled={busy} autoFocus>
              {translate('resources.chat.remove.save_first')}
            </Button>
          </>
        ) : (
          <Button variant="contained" color="error" onClick={onRemove} disabled={busy} autoFocus>
            {translate('resources.chat.remove.remove')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
