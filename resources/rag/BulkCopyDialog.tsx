/**
 * Copies a vehicle's ratings to other model years of the same make and model at once: the years checked, each
 * one's id fetched (a year NHTSA's vPIC data does not know is left out, and said so), a preview of what will change
 * per vehicle (BulkCopyRagRatings with preview=true), then, confirmed, the copy in one transaction (preview=false).
 * Keyboard: Tab through the years, Space checks, Enter previews and then copies, Escape cancels (./CopyFlowDialog.tsx).
 */
import { Alert, Box, DialogContentText } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type CopyResult, ragContract as c } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { useAlert } from '../../src/components/useAlert';
import { CheckLabel } from './CheckLabel';
import { type CopyDialogProps, CopyFlowDialog } from './CopyFlowDialog';
import { CopyPreview } from './CopyPreview';
import { useVehicleId } from './queries';
import { bulkYears, vehicleName } from './ragModel';

export function BulkCopyDialog({ source, sourceVehicleId, onClose }: CopyDialogProps) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const getVehicleId = useVehicleId();
  const legendId = useId();
  const years = useMemo(() => bulkYears(source.year), [source.year]);
  const [chosen, setChosen] = useState<Set<number>>(() => new Set());
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.bulk.${key}`, args);
  const copy = (targetVehicleIds: number[], preview: boolean) => dataProvider.call(c.bulkCopyRagRatings, { body: { sourceVehicleId, targetVehicleIds, preview } });

  const toggle = (year: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <CopyFlowDialog
      source={source}
      onClose={onClose}
      messages="bulk"
      target={chosen.size === 0 ? null : chosen}
      missing={t('choose')}
      choose={
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
      }
      preview={async (yearsChosen: Set<number>) => {
        const targets = [...yearsChosen].sort((a, b) => b - a).map((year) => ({ ...source, year }));
        const found = await Promise.allSettled(targets.map((v) => getVehicleId(v)));
        const names = new Map<number, string>();
        const unknown: number[] = [];
        found.forEach((f, i) => {
          if (f.status === 'fulfilled') names.set(f.value, vehicleName(targets[i]));
          else unknown.push(targets[i].year);
        });
        if (names.size === 0) return t('unknown', { years: unknown.join(', ') });
        return { result: await copy([...names.keys()], true), names, unknown };
      }}
      review={({ result, names, unknown }: { result: CopyResult; names: Map<number, string>; unknown: number[] }) => (
        <>
          {unknown.length > 0 && <Alert severity="info">{t('unknown', { years: unknown.join(', ') })}</Alert>}
          <CopyPreview result={result} names={names} />
        </>
      )}
      applyArgs={({ names }) => ({ smart_count: names.size })}
      apply={async ({ names }) => {
        const targetVehicleIds = [...names.keys()];
        await copy(targetVehicleIds, false);
        alert.success('resources.ragRatings.bulk.done', { smart_count: targetVehicleIds.length });
      }}
    />
  );
}
