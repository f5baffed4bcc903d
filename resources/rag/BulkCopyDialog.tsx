/**
 * Copies a vehicle's ratings to other model years of the same make and model at once: the years checked, each
 * one's id fetched (a year NHTSA's vPIC data does not know is left out, and said so), a preview of what will change
 * per vehicle (BulkCopyRagRatings with preview=true), then, confirmed, the copy in one transaction (preview=false).
 * Keyboard: Tab through the years, Space checks, Enter previews and then copies, Escape cancels.
 */
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type CopyResult, ragContract as c } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { CheckLabel } from './CheckLabel';
import { CopyPreview } from './CopyPreview';
import { useRefreshRag, useVehicleId } from './queries';
import { bulkYears, type Vehicle, vehicleName } from './ragModel';

interface Props {
  source: Vehicle;
  sourceVehicleId: number;
  onClose: () => void;
}

export function BulkCopyDialog({ source, sourceVehicleId, onClose }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const getVehicleId = useVehicleId();
  const refresh = useRefreshRag();
  const titleId = useId();
  const legendId = useId();
  const years = useMemo(() => bulkYears(source.year), [source.year]);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const [preview, setPreview] = useState<{ result: CopyResult; names: Map<number, string>; unknown: number[] } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.bulk.${key}`, args);

  const toggle = (year: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

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

  const previewCopy = () =>
    run(async () => {
      const targets = [...chosen].sort((a, b) => b - a).map((year) => ({ ...source, year }));
      const found = await Promise.allSettled(targets.map((v) => getVehicleId(v)));
      const names = new Map<number, string>();
      const unknown: number[] = [];
      found.forEach((f, i) => {
        if (f.status === 'fulfilled') names.set(f.value, vehicleName(targets[i]));
        else unknown.push(targets[i].year);
      });
      if (names.size === 0) return setProblem(t('unknown', { years: unknown.join(', ') }));
      const result = await dataProvider.call(c.bulkCopyRagRatings, { body: { sourceVehicleId, targetVehicleIds: [...names.keys()], preview: true } });
      setPreview({ result, names, unknown });
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!preview) return chosen.size === 0 ? setProblem(t('choose')) : previewCopy();
    return run(async () => {
      const targetVehicleIds = [...preview.names.keys()];
      await dataProvider.call(c.bulkCopyRagRatings, { body: { sourceVehicleId, targetVehicleIds, preview: false } });
      alert.success('resources.ragRatings.bulk.done', { smart_count: targetVehicleIds.length });
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
            {preview ? (
              <>
                {preview.unknown.length > 0 && <Alert severity="info">{t('unknown', { years: preview.unknown.join(', ') })}</Alert>}
                <CopyPreview result={preview.result} names={preview.names} />
              </>
            ) : (
              <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-labelledby={legendId}>
                <DialogContentText component="legend" id={legendId} sx={{ mb: 1 }}>
                  {t('years', { make: source.make, model: source.model })}
                </DialogContentText>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                  {years.map((year, i) => (
                    <CheckLabel key={year} label={String(year)} checked={chosen.has(year)} onChange={() => toggle(year)} autoFocus={i === 0} />
                  ))}
                </Box>
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
              {t('apply', { smart_count: preview.names.size })}
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
