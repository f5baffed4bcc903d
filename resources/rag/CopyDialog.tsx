/**
 * Copies a vehicle's ratings to another: the target picked (make, year, model), its id fetched, a preview of what
 * will change (CopyRagRatings with preview=true: added, changed, unchanged), then, confirmed, the copy itself
 * (preview=false). Keyboard: focus starts on the target's make, Enter previews and then copies, Escape cancels,
 * and the dialog gives focus back to the button that opened it.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type CopyResult, ragContract as c } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { CopyPreview } from './CopyPreview';
import { useRefreshRag, useVehicleId } from './queries';
import { copyTotals, isComplete, type Vehicle, vehicleName } from './ragModel';
import { VehiclePicker } from './VehiclePicker';

interface Props {
  source: Vehicle;
  sourceVehicleId: number;
  onClose: () => void;
}

export function CopyDialog({ source, sourceVehicleId, onClose }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const getVehicleId = useVehicleId();
  const refresh = useRefreshRag();
  const titleId = useId();
  const [target, setTarget] = useState<Partial<Vehicle>>({ make: source.make, model: source.model });
  const [preview, setPreview] = useState<{ result: CopyResult; vehicle: Vehicle; id: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.copy.${key}`, args);

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
    if (!preview) {
      if (!isComplete(target)) return setProblem(translate('resources.ragRatings.page.choose'));
      const vehicle = target;
      return run(async () => {
        const id = await getVehicleId(vehicle);
        if (id === sourceVehicleId) return setProblem(t('same'));
        const result = await dataProvider.call(c.copyRagRatings, { query: { sourceVehicleId, targetVehicleId: id, preview: true } });
        setPreview({ result, vehicle, id });
      });
    }
    return run(async () => {
      await dataProvider.call(c.copyRagRatings, { query: { sourceVehicleId, targetVehicleId: preview.id, preview: false } });
      alert.success('resources.ragRatings.copy.done', { vehicle: vehicleName(preview.vehicle) });
      await refresh();
      onClose();
    });
  };

  const totals = preview && copyTotals(preview.result);
  const counts = totals && { vehicle: vehicleName(preview.vehicle), added: totals.added, changed: totals.changed, unchanged: totals.unchanged };
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
            {preview && counts ? (
              <>
                <DialogContentText role="status">{totals.added + totals.changed === 0 ? t('nothing', counts) : t('summary', counts)}</DialogContentText>
                <CopyPreview result={preview.result} names={new Map([[preview.id, counts.vehicle]])} />
                <DialogContentText>{t('confirm')}</DialogContentText>
              </>
            ) : (
              <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
                <legend style={{ marginBottom: 12 }}>{t('target')}</legend>
                <VehiclePicker value={target} onChange={setTarget} autoFocus />
              </fieldset>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          {preview && (
            <Button onClick={() => setPreview(null)} disabled={busy} sx={{ mr: 'auto' }}>
              {t('back')}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          {preview ? (
            <Button key="apply" type="submit" variant="contained" autoFocus>
              {t('apply')}
            </Button>
          ) : (
            <Button key="preview" type="submit" variant="contained">
              {t('preview')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
