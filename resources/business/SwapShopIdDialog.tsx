/** saintgobain/swapshopid: moves a shop id; a failure alerts the answer's errorMessage (spec §8). */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { businessContract } from '../../contract/business';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { useAlert } from '../../src/components/useAlert';

interface Props {
  open: boolean;
  oldShopId: string;
  onClose: () => void;
  onSwapped: () => void;
}

export function SwapShopIdDialog({ open, oldShopId, onClose, onSwapped }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [from, setFrom] = useState(oldShopId);
  const [to, setTo] = useState('');
  const swap = async () => {
    try {
      const answer = (await dataProvider.call(businessContract.swapShopId, { body: { oldShopId: from.trim(), newShopId: to.trim() } })) as { success: boolean; errorMessage?: string };
      if (!answer.success) return alert.error(answer.errorMessage ?? 'app.alerts.something_wrong');
      alert.success('app.alerts.saved');
      onSwapped();
      onClose();
    } catch (e) {
      const body = (e as { body?: { errorMessage?: string; message?: string } }).body;
      alert.error(body?.errorMessage ?? body?.message ?? 'app.alerts.something_wrong');
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="swap-title">
      <DialogTitle id="swap-title">{translate('resources.business.actions.swap_shop_id')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1, minWidth: 320 }}>
          <TextField label={translate('resources.business.fields.oldShopId')} value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label={translate('resources.business.fields.newShopId')} value={to} onChange={(e) => setTo(e.target.value)} autoFocus />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={swap} disabled={!from.trim() || !to.trim()}>
          {translate('resources.business.actions.swap')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
