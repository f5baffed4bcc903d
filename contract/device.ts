/**
 * Devices (spec §3 Device, §7 Devices): the listing the business's Devices tab
 * shows. The device screens (admin/devices, device detail) add the other calls.
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { pagedListQuery } from './listQuery';
import { r } from './refusal';

/** Device status ids (ours: the spec names none); the console labels them `resources.devices.statuses.<key>`. */
export const DEVICE_STATUSES = { inService: 1, inRepair: 2, shipped: 3, inStock: 4 } as const;

export const deviceRow = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  brand: z.string(),
  model: z.string(),
  /** Null while the device is in stock. */
  businessId: z.number().int().nullable(),
  statusId: z.number().int(),
  isActive: z.boolean(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  version: z.number().int(),
  /** On the first row only (spec §3). */
  TotalItems: z.number().int().optional(),
});
export type DeviceRow = z.infer<typeof deviceRow>;

export const DEVICE_SORTABLE = ['name', 'serialNumber', 'manufacturer', 'brand', 'model', 'statusId', 'isActive', 'dateCreated', 'dateUpdated', 'id'] as const;

export const deviceContract = {
  getDevicesForListing: endpoint({
    method: 'GET',
    path: 'device/GetDevicesForListing',
    summary:
      "Devices page by page: every device, or one business's (404 when the business does not exist). search: part of the serial number, name, manufacturer, brand or model, any case; orderBy/sortBy: a DEVICE_SORTABLE column, asc or desc (name asc by default). The first row carries the exact total as TotalItems (spec §3)",
    query: z.strictObject({ businessId: queryInt.min(1, r('must be a business id')).optional(), ...pagedListQuery(DEVICE_SORTABLE) }),
    response: z.array(deviceRow),
  }),
};
