/**
 * Devices (spec §3 Device, §7 Devices): the scan devices the business owns, where they are (the business
 * holding one, or in stock), how they were shipped and whether an activation card activated them.
 * Device detail tabs (spec §2): Device (GetDeviceById, CreateDevice/UpdateDevice), Location (AssignDevice),
 * Shipment (UpsertDeviceShipment, GetDeviceShipments). Tools and device files: contract/tools.ts, deviceFiles.ts.
 */
import { z } from 'zod';
import { endpoint, queryInt, rowId, version } from './define';
import { isoDate, optionalText, refId, text } from './fields';
import { pagedListQuery } from './listQuery';
import { r } from './refusal';

/** Device status ids (ours: the spec names none); the console labels them `resources.devices.statuses.<key>`. */
export const DEVICE_STATUSES = { inService: 1, inRepair: 2, shipped: 3, inStock: 4 } as const;
const statusIds: number[] = Object.values(DEVICE_STATUSES);
const statusId = z
  .int32()
  .refine((n) => statusIds.includes(n), r`must be one of ${statusIds.join(', ')}`);

export const deviceRow = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  name: z.string(),
  manufacturer: z.string(),
  brand: z.string(),
  model: z.string(),
  /** Null while the device is in stock. */
  businessId: z.number().int().nullable(),
  /** The holding business's name, for display. */
  businessName: z.string().nullable(),
  statusId: z.number().int(),
  isActive: z.boolean(),
  dateCreated: z.string(),
  dateUpdated: z.string(),
  version: z.number().int(),
  /** On the first row only (spec §3). */
  TotalItems: z.number().int().optional(),
});
export type DeviceRow = z.infer<typeof deviceRow>;

/** One device with everything its Device and Location tabs show. */
export const device = deviceRow.omit({ TotalItems: true }).extend({
  /** The device manufacturer model (app/GetDeviceManufactureAndModels) its manufacturer, brand and model come from. */
  deviceModelId: z.number().int().nullable(),
  serverProfileId: z.number().int().nullable(),
  launchAccountId: z.number().int().nullable(),
  /** When it was last given to the business holding it. */
  assignedDate: z.string().nullable(),
});
export type Device = z.infer<typeof device>;

const deviceFields = {
  serialNumber: text(40).regex(/^[A-Za-z0-9-]+$/, r('must hold only letters, digits and dashes')),
  name: text(100),
  deviceModelId: z.int32().min(1, r('must be a device model id')),
  serverProfileId: refId,
  launchAccountId: refId,
  statusId,
  isActive: z.boolean().default(true),
};
export const createDeviceInput = z.strictObject(deviceFields);
export const updateDeviceInput = z.strictObject({ id: z.int32().min(1, r`must be ${'a device'} id`), ...deviceFields, version });
export type CreateDeviceInput = z.infer<typeof createDeviceInput>;
export type UpdateDeviceInput = z.infer<typeof updateDeviceInput>;

export const assignDeviceInput = z.strictObject({
  deviceId: z.int32().min(1, r`must be ${'a device'} id`),
  /** The business to hold the device; null returns it to stock. */
  businessId: z.int32().min(1, r('must be a business id')).nullable(),
  version,
});
export type AssignDeviceInput = z.infer<typeof assignDeviceInput>;

export const shipment = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  carrier: z.string(),
  trackingNumber: z.string().nullable(),
  shippedDate: z.string().nullable(),
  deliveredDate: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  dateCreated: z.string(),
  version: z.number().int(),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentInput = z
  .strictObject({
    id: rowId.default(0),
    deviceId: z.int32().min(1, r`must be ${'a device'} id`),
    carrier: text(60),
    trackingNumber: optionalText(60),
    shippedDate: isoDate.nullable().optional(),
    deliveredDate: isoDate.nullable().optional(),
    address: optionalText(300),
    notes: optionalText(2000),
    version: version.optional(),
  })
  .refine((s) => !s.deliveredDate || (!!s.shippedDate && s.deliveredDate >= s.shippedDate), {
    path: ['deliveredDate'],
    message: r('must be on or after the shipped date'),
  });
export type ShipmentInput = z.infer<typeof shipmentInput>;

/** Whether an activation card activated the device, which and when. */
export const activationInfo = z.object({
  deviceId: z.number().int(),
  isActivated: z.boolean(),
  /** The activation card's own row id and its card id (spec §3 Activation card). */
  cardId: z.number().int().nullable(),
  activationCardId: z.string().nullable(),
  activationAccountReference: z.string().nullable(),
  activatedDate: z.string().nullable(),
});
export type ActivationInfo = z.infer<typeof activationInfo>;

export const DEVICE_SORTABLE = ['name', 'serialNumber', 'manufacturer', 'brand', 'model', 'statusId', 'isActive', 'dateCreated', 'dateUpdated', 'id'] as const;

const deviceId = z.strictObject({ id: queryInt.min(1, r`must be ${'a device'} id`) });

export const deviceContract = {
  getDevicesForListing: endpoint({
    method: 'GET',
    path: 'device/GetDevicesForListing',
    summary:
      "Devices page by page: every device, or one business's (404 when the business does not exist). Filters: statusId, brand, model (exact, any case), inStock (true: held by no business). search: part of the serial number, name, manufacturer, brand or model, any case; orderBy/sortBy: a DEVICE_SORTABLE column, asc or desc (name asc by default). The first row carries the exact total as TotalItems (spec §3)",
    query: z.strictObject({
      businessId: queryInt.min(1, r('must be a business id')).optional(),
      statusId: queryInt.refine((n) => statusIds.includes(n), r`must be one of ${statusIds.join(', ')}`).optional(),
      brand: z.string().trim().max(60, r`must be at most ${60} characters`).optional(),
      model: z.string().trim().max(60, r`must be at most ${60} characters`).optional(),
      inStock: z.enum(['true', 'false']).optional(),
      ...pagedListQuery(DEVICE_SORTABLE),
    }),
    response: z.array(deviceRow),
  }),
  getDevice: endpoint({
    method: 'GET',
    path: 'device/GetDevice',
    summary: 'The device with this serial number, any case (404 when none has it)',
    query: z.strictObject({ serialNumber: text(40) }),
    response: device,
  }),
  getDeviceById: endpoint({ method: 'GET', path: 'device/GetDeviceById', summary: 'One device (404 when it does not exist)', query: deviceId, response: device }),
  createDevice: endpoint({
    method: 'POST',
    path: 'device/CreateDevice',
    summary: 'Creates a device in stock; its manufacturer, brand and model come from its device model; the serial number is unique, any case (409 duplicate)',
    body: createDeviceInput,
    response: device,
  }),
  updateDevice: endpoint({
    method: 'POST',
    path: 'device/UpdateDevice',
    summary: 'Updates a device at its version (409 when stale, 409 when another device has the serial number)',
    body: updateDeviceInput,
    response: device,
  }),
  assignDevice: endpoint({
    method: 'POST',
    path: 'device/AssignDevice',
    summary: 'Gives the device to a business (in service from today) or, with businessId null, returns it to stock; at its version (409 when stale)',
    body: assignDeviceInput,
    response: device,
  }),
  upsertDeviceShipment: endpoint({
    method: 'POST',
    path: 'device/UpsertDeviceShipment',
    summary: "Records (id 0) or corrects (at its version) a device's shipment: carrier, tracking number, shipped and delivered dates, address, notes",
    body: shipmentInput,
    response: shipment,
  }),
  getDeviceShipments: endpoint({
    method: 'GET',
    path: 'device/GetDeviceShipments',
    summary: "A device's shipments, newest first (by shipped date, then recorded date)",
    query: z.strictObject({ deviceId: queryInt.min(1, r`must be ${'a device'} id`) }),
    response: z.array(shipment),
    ours: true,
  }),
  activateDevice: endpoint({
    method: 'POST',
    path: 'smartlink/activateDevice',
    summary:
      'Activates a device with an activation card: binds the card (unassigned and active) to the device and records today as its date; refused when the card is unknown, inactive or bound, or the device already activated',
    body: z.strictObject({ deviceId: z.int32().min(1, r`must be ${'a device'} id`), cardId: z.int32().min(1, r('must be an activation card id')) }),
    response: activationInfo,
  }),
  deviceActivationInfo: endpoint({
    method: 'POST',
    reads: true,
    path: 'smartlink/DeviceActivatationInfo',
    summary: "The device's activation state: the card bound to it and the date, or not activated",
    body: z.strictObject({ deviceId: z.int32().min(1, r`must be ${'a device'} id`) }),
    response: activationInfo,
  }),
};
