/** The Location tab: the business holding the device (or stock), and assigning it to another or back to stock. */
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, Loading, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Device } from '../../contract/device';
import { formatDateTime } from '../../src/components/formats';
import { errorMessage } from '../../src/components/useAlert';
import { FieldInput } from '../../src/declare/views/FieldInput';
import { ReturnToStockConfirm } from './ReturnToStockConfirm';
import { useAssignDevice } from './useAssignDevice';

export function DeviceLocationTab({ deviceId }: { deviceId: number }) {
  const translate = useTranslate();
  const { data: device, isPending, error } = useGetOne<Device>('devices', { id: deviceId });
  const { assign, pending } = useAssignDevice();
  const [returning, setReturning] = useState(false);
  if (isPending) return <Loading />;
  if (error || !device) return <Alert severity="error">{translate(errorMessage(error), { _: errorMessage(error) })}</Alert>;
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.devices.location.${key}`, args);
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Box>
        <Typography variant="subtitle2" component="h2" color="text.secondary">
          {t('held_by')}
        </Typography>
        {device.businessId ? (
          <Typography>
            <Link component={RouterLink} to={`/business/update/${device.businessId}`}>
              {device.businessName}
            </Link>{' '}
            {device.assignedDate && t('since', { date: formatDateTime(device.assignedDate) })}
          </Typography>
        ) : (
          <Typography>{t('in_stock')}</Typography>
        )}
      </Box>
      <Form key={device.version} record={{ businessId: null }} onSubmit={async (values: Record<string, unknown>) => {
          // Nothing returned: react-admin reads a returned object as the server's field errors.
          await assign(device, Number(values.businessId));
        }}>
        <Typography variant="subtitle2" component="h2" color="text.secondary" sx={{ mb: 1 }}>
          {t('assign')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FieldInput field={{ source: 'businessId', kind: 'business', required: true }} label="resources.devices.fields.businessId" />
          <Button type="submit" variant="contained" disabled={pending}>
            {t('assign_button')}
          </Button>
        </Stack>
      </Form>
      {device.businessId && (
        <Box>
          <Button variant="outlined" color="warning" disabled={pending} onClick={() => setReturning(true)}>
            {t('unassign')}
          </Button>
          <ReturnToStockConfirm device={returning ? device : null} onClose={() => setReturning(false)} />
        </Box>
      )}
    </Stack>
  );
}
