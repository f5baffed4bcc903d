/** Gives a device to a business or returns it to stock (device/AssignDevice, at the device's version), then reloads what shows devices. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { type Device, deviceContract as c } from '../../contract/device';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';

export function useAssignDevice() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const alert = useAlert();
  const [pending, setPending] = useState(false);
  const assign = async (device: { id: number; version: number }, businessId: number | null): Promise<Device | null> => {
    setPending(true);
    try {
      const saved = await dataProvider.call(c.assignDevice, { body: { deviceId: device.id, businessId, version: device.version } });
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
      alert.success(businessId === null ? 'resources.devices.location.unassigned' : 'resources.devices.location.assigned', { name: saved.businessName });
      return saved;
    } catch (e) {
      alert.error(errorMessage(e));
      await queryClient.invalidateQueries({ queryKey: ['devices'] });
      return null;
    } finally {
      setPending(false);
    }
  };
  return { assign, pending };
}
