/** A business's Devices tab: its devices (the device list, fixed to the business), assigned from stock and returned to it here. */
import AddIcon from '@mui/icons-material/Add';
import UnassignIcon from '@mui/icons-material/OutputOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { Form, type RaRecord, ResourceContextProvider, useDataProvider, useTranslate } from 'react-admin';
import { deviceContract as c } from '../../contract/device';
import type { AppDataProvider } from '../../dataProvider/adapter';
import type { FieldDef } from '../../src/declare/defineResource';
import { DeclaredList } from '../../src/declare/views/DeclaredList';
import { FieldInput } from '../../src/declare/views/FieldInput';
import devices from '.';
import { ReturnToStockConfirm } from './ReturnToStockConfirm';
import { useAssignDevice } from './useAssignDevice';

/** A device in stock, found by its serial number as the user types. */
const inStock: FieldDef = {
  source: 'deviceId',
  kind: 'option',
  required: true,
  options: { endpoint: c.getDevicesForListing, input: { query: { inStock: 'true', pageSize: 20, orderBy: 'serialNumber' } }, id: 'id', name: 'serialNumber', search: 'search' },
};

function AssignDeviceButton({ businessId }: { businessId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { assign, pending } = useAssignDevice();
  const [open, setOpen] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    const device = await dataProvider.call(c.getDeviceById, { query: { id: values.deviceId } });
    if (await assign(device, businessId)) setOpen(false);
  };
  const title = translate('resources.devices.location.assign_device');
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="assign-device-title" fullWidth maxWidth="sm">
        <ResourceContextProvider value="devices">
          <Form record={{ deviceId: null }} onSubmit={submit}>
            <DialogTitle id="assign-device-title">{title}</DialogTitle>
            <DialogContent>
              <FieldInput field={inStock} label="resources.devices.location.pick_device" />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained" disabled={pending}>
                {translate('resources.devices.location.assign_button')}
              </Button>
            </DialogActions>
          </Form>
        </ResourceContextProvider>
      </Dialog>
    </>
  );
}

function UnassignButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const label = translate('resources.devices.location.unassign_row', { serial: record.serialNumber });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          size="small"
          onClick={(e) => {
            // The row opens the device when clicked: this button does not.
            e.stopPropagation();
            setAsking(true);
          }}
        >
          <UnassignIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ReturnToStockConfirm
        device={asking ? { id: Number(record.id), version: Number(record.version), serialNumber: record.serialNumber, businessName: record.businessName } : null}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function BusinessDevicesTab({ businessId }: { businessId: number }) {
  return (
    <DeclaredList
      descriptor={devices}
      filter={{ businessId }}
      actions={<AssignDeviceButton businessId={businessId} />}
      rowActions={(record) => <UnassignButton record={record} />}
    />
  );
}
