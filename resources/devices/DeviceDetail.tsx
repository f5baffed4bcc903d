/** The device detail (admin/device-detail/{id}): the spec's three tabs, each loading and saving through its own call. */
import { Box } from '@mui/material';
import { DeclaredEdit } from '../../src/declare/views/DeclaredForm';
import { DetailTabs } from '../../src/declare/views/DetailTabs';
import devices from '.';
import { DeviceActivation } from './DeviceActivation';
import { DeviceLocationTab } from './DeviceLocationTab';
import { DeviceShipmentsTab } from './DeviceShipmentsTab';
import { DeviceTools } from './DeviceTools';

const TABS = ['device', 'location', 'shipment'] as const;

export function DeviceDetail({ id }: { id: string }) {
  const deviceId = Number(id);
  const panel = (key: (typeof TABS)[number]) => {
    if (key === 'device') {
      return (
        <>
          <DeclaredEdit descriptor={devices} id={id} stay />
          <DeviceActivation deviceId={deviceId} />
          <DeviceTools deviceId={deviceId} />
        </>
      );
    }
    if (key === 'location') return <DeviceLocationTab deviceId={deviceId} />;
    return <DeviceShipmentsTab deviceId={deviceId} />;
  };
  return (
    <Box sx={{ mt: 2 }}>
      <DetailTabs resource="devices" tabs={TABS} panel={panel} />
    </Box>
  );
}
