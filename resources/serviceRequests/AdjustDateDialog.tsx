/**
 * Adjusts a work order's created date (serviceRequest/AdjustWorkOrderCreatedDate): a date and time typed in the
 * shop's time zone, sent with that zone's offset and the work order's version. The answer (the request) replaces
 * the one shown and the history is read again; a stale version reloads the request and says why.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { type ServiceRequest, serviceRequestContract } from '../../contract/serviceRequest';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { fromZonedInput, knownZone, toZonedInput } from '../../src/components/zonedFormats';
import { requestKeys } from './useServiceRequest';

export function AdjustDateDialog({ request, onClose }: { request: ServiceRequest; onClose: () => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const zone = knownZone(request.timeZone);
  const workOrder = request.workOrder;
  const [value, setValue] = useState(() => (workOrder ? toZonedInput(workOrder.dateCreated, zone) : ''));
  const [invalid, setInvalid] = useState(false);
  const [pending, setPending] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.serviceRequests.adjust.${key}`, args);
  if (!workOrder) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const date = fromZonedInput(value, zone);
    setInvalid(!date);
    if (!date) return;
    setPending(true);
    try {
      const query = { workOrderId: workOrder.id, date, version: workOrder.version };
      const answer = await dataProvider.call(serviceRequestContract.adjustWorkOrderCreatedDate, { query });
      queryClient.setQueryData(requestKeys.request(request.id), answer);
      alert.success('resources.serviceRequests.adjust.done');
      onClose();
    } catch (error) {
      const stale = error instanceof HttpError && error.status === 409 && (error.body as { code?: string } | null)?.code === 'stale';
      alert.error(stale ? 'resources.serviceRequests.adjust.stale' : errorMessage(error));
      if (stale) onClose();
      await queryClient.invalidateQueries({ queryKey: requestKeys.request(request.id) });
    } finally {
      setPending(false);
      await queryClient.invalidateQueries({ queryKey: requestKeys.history(request.id) });
      // The lists show the request's updated date.
      await queryClient.invalidateQueries({ queryKey: ['serviceRequests'] });
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="adjust-date-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="adjust-date-title">{t('title')}</DialogTitle>
        <DialogContent>
          <TextField
            type="datetime-local"
            label={t('date')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={invalid}
            helperText={invalid ? t('invalid') : t('help', { zone })}
            required
            fullWidth
            autoFocus
            margin="dense"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: toZonedInput(request.dateCreated, zone), max: toZonedInput(new Date().toISOString(), zone) } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
