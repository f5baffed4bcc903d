/** The device detail (admin/device-detail/{id}): the spec's three tabs, each loading and saving through its own call. */
import { Box } from '@mui/material';
import type { ResourceDescriptor } from '../../src/declare/defineResource';
import { DeclaredEdit } from '../../src/declare/views/DeclaredForm';
import { DetailTabs } from '../../src/declare/views/DetailTabs';
import { DeviceActivation } from './DeviceActivation';
import { DeviceLocationTab } from './DeviceLocationTab';
import { DeviceShipmentsTab } from './DeviceShipmentsTab';
import { DeviceTools } from './DeviceTools';

const TABS = ['device', 'location', 'shipment'] as const;

/** `descriptor`: the devices' declaration (./index.ts), given by the route. */
export function DeviceDetail({ id, descriptor }: { id: string; descriptor: ResourceDescriptor }) {
  const deviceId = Number(id);
  const panel = (key: (typeof TABS)[number]) => {
    if (key === 'device') {
      return (
        <>
          <DeclaredEdit descriptor={descriptor} id={id} stay />
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
