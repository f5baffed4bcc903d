/** Returning a device to stock takes it from its business at once: asked first, naming the device and the business. */
import { Confirm } from 'react-admin';
import { useAssignDevice } from './useAssignDevice';

interface Held {
  id: number;
  version: number;
  serialNumber?: string | null;
  businessName?: string | null;
}

export function ReturnToStockConfirm({ device, onClose }: { device: Held | null; onClose: () => void }) {
  const { assign, pending } = useAssignDevice();
  return (
    <Confirm
      isOpen={device !== null}
      loading={pending}
      title="resources.devices.location.unassign_title"
      content="resources.devices.location.unassign_confirm"
      translateOptions={{ serial: device?.serialNumber ?? '', name: device?.businessName ?? '' }}
      confirm="resources.devices.location.unassign"
      confirmColor="warning"
      onConfirm={async () => {
        if (device) await assign({ id: device.id, version: device.version }, null);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
