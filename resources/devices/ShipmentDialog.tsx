/** Records a new shipment or corrects one (device/UpsertDeviceShipment), in a dialog over the Shipment tab. */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, ResourceContextProvider, SaveButton, useDataProvider, useTranslate } from 'react-admin';
import { deviceContract as c, type Shipment } from '../../contract/device';
import { type AppDataProvider, bodyFor } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { FieldInput } from '../../src/declare/views/FieldInput';
import { shipmentFields } from './shipments';

const empty = (v: unknown) => (v === '' || v === undefined ? null : v);

export function ShipmentDialog({ deviceId, shipment, onClose }: { deviceId: number; shipment: Shipment | 'new'; onClose: (saved: boolean) => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = shipment === 'new' ? { id: 0, deviceId } : shipment;
  const save = async (values: Record<string, unknown>) => {
    const body = bodyFor(c.upsertDeviceShipment, {
      ...values,
      id: record.id,
      deviceId,
      shippedDate: empty(values.shippedDate),
      deliveredDate: empty(values.deliveredDate),
      version: shipment === 'new' ? undefined : shipment.version,
    });
    try {
      await dataProvider.call(c.upsertDeviceShipment, { body });
      alert.success('app.alerts.saved');
      onClose(true);
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };
  const title = translate(shipment === 'new' ? 'resources.deviceShipments.add' : 'resources.deviceShipments.edit');
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="shipment-dialog-title" fullWidth maxWidth="sm">
      <ResourceContextProvider value="deviceShipments">
        <Form record={record} onSubmit={save} mode="onSubmit" reValidateMode="onChange">
          <DialogTitle id="shipment-dialog-title">{title}</DialogTitle>
          <DialogContent>
            <Box sx={{ pt: 1 }}>
              {shipmentFields.map((f) => (
                <FieldInput key={f.source} field={f} />
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable />
          </DialogActions>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
