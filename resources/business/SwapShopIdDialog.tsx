/**
 * saintgobain/swapshopid from a business's detail, in two steps: the new shop id, then what will happen,
 * named, to confirm. The current id is this business's, shown, not typed: a stray edit cannot move another
 * shop's id. A failure alerts the answer's errorMessage (spec §8).
 */
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { businessContract } from '../../contract/business';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { useAlert } from '../../src/components/useAlert';
import { maxLengthOf } from '../../contract/keys';

interface Props {
  open: boolean;
  oldShopId: string;
  /** The business whose detail opened the dialog, named in the confirmation. */
  businessName: string;
  onClose: () => void;
  onSwapped: () => void;
}

export function SwapShopIdDialog({ open, oldShopId, businessName, onClose, onSwapped }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [to, setTo] = useState('');
  /** The new id is given: what will happen is shown, to confirm. */
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Each opening starts again (the shop id may have just changed).
  useEffect(() => {
    if (!open) return;
    setTo('');
    setConfirming(false);
  }, [open]);

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (to.trim()) setConfirming(true);
  };

  const swap = async () => {
    setBusy(true);
    try {
      const answer = await dataProvider.call(businessContract.swapShopId, { body: { oldShopId, newShopId: to.trim() } });
      if (!answer.success) return alert.error(answer.errorMessage ?? 'app.alerts.something_wrong');
      alert.success('app.alerts.saved');
      onSwapped();
      onClose();
    } catch (e) {
      const body = (e as { body?: { errorMessage?: string; message?: string } }).body;
      alert.error(body?.errorMessage ?? body?.message ?? 'app.alerts.something_wrong');
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="swap-title">
      {confirming ? (
        <>
          <DialogTitle id="swap-title">{translate('resources.business.swap_confirm.title')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ maxWidth: 420 }}>
              {translate('resources.business.swap_confirm.message', { name: businessName, from: oldShopId, to: to.trim() })}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)} disabled={busy}>
              {translate('resources.business.swap_confirm.back')}
            </Button>
            <Button variant="contained" onClick={swap} disabled={busy} autoFocus>
              {translate('resources.business.actions.swap_shop_id')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={next}>
          <DialogTitle id="swap-title">{translate('resources.business.actions.swap_shop_id')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1, minWidth: { sm: 320 } }}>
              <DialogContentText>
                {translate('resources.business.fields.oldShopId')}: <strong>{oldShopId}</strong>
              </DialogContentText>
              <TextField label={translate('resources.business.fields.newShopId')} value={to} onChange={(e) => setTo(e.target.value)} autoFocus slotProps={{ htmlInput: { maxLength: maxLengthOf(businessContract.swapShopId, 'newShopId') } }} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={!to.trim()}>
              {translate('resources.business.actions.swap')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
