/**
 * Copies a vehicle's ratings to another: the target picked (make, year, model), its id fetched, a preview of what
 * will change (CopyRagRatings with preview=true: added, changed, unchanged), then, confirmed, the copy itself
 * (preview=false). Keyboard: focus starts on the target's make, Enter previews and then copies, Escape cancels,
 * and the dialog gives focus back to the button that opened it (./CopyFlowDialog.tsx).
 */
import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { type CopyResult, ragContract as c } from '../../contract/rag';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { useAlert } from '../../src/components/useAlert';
import { type CopyDialogProps, CopyFlowDialog } from './CopyFlowDialog';
import { CopyPreview } from './CopyPreview';
import { useVehicleId } from './queries';
import { copyTotals, isComplete, type Vehicle, vehicleName } from './ragModel';
import { VehiclePicker } from './VehiclePicker';

export function CopyDialog({ source, sourceVehicleId, onClose }: CopyDialogProps) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const getVehicleId = useVehicleId();
  const [target, setTarget] = useState<Partial<Vehicle>>({ make: source.make, model: source.model });
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.ragRatings.copy.${key}`, args);
  const copy = (targetVehicleId: number, preview: boolean) => dataProvider.call(c.copyRagRatings, { query: { sourceVehicleId, targetVehicleId, preview } });

  return (
    <CopyFlowDialog
      source={source}
      onClose={onClose}
      messages="copy"
      target={isComplete(target) ? target : null}
      missing={translate('resources.ragRatings.page.choose')}
      choose={
        <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ marginBottom: 12 }}>{t('target')}</legend>
          <VehiclePicker value={target} onChange={(change) => setTarget((t) => ({ ...t, ...change }))} autoFocus />
        </fieldset>
      }
      preview={async (vehicle: Vehicle) => {
        const id = await getVehicleId(vehicle);
        if (id === sourceVehicleId) return t('same');
        return { result: await copy(id, true), vehicle, id };
      }}
      review={({ result, vehicle, id }: { result: CopyResult; vehicle: Vehicle; id: number }) => {
        const { added, changed, unchanged } = copyTotals(result);
        const counts = { vehicle: vehicleName(vehicle), added, changed, unchanged };
        return (
          <>
            <DialogContentText role="status">{added + changed === 0 ? t('nothing', counts) : t('summary', counts)}</DialogContentText>
            <CopyPreview result={result} names={new Map([[id, counts.vehicle]])} />
            <DialogContentText>{t('confirm')}</DialogContentText>
          </>
        );
      }}
      apply={async ({ vehicle, id }) => {
        await copy(id, false);
        alert.success('resources.ragRatings.copy.done', { vehicle: vehicleName(vehicle) });
      }}
    />
  );
}
