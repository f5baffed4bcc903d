/**
 * A shipment's declared fields (spec §2 Shipment tab), labelled `resources.deviceShipments.fields.<source>`; their
 * required-ness and lengths are the save call's (contract/device.ts shipmentInput).
 */
import { deviceContract } from '../../contract/device';
import { type FieldDef, withContractRules } from '../../src/declare/defineResource';

export const shipmentFields: FieldDef[] = withContractRules(
  'deviceShipments',
  [
    { source: 'carrier', kind: 'text' },
    { source: 'trackingNumber', kind: 'text' },
    { source: 'shippedDate', kind: 'date' },
    {
      source: 'deliveredDate',
      kind: 'date',
      check: (value, record) =>
        value && (!record.shippedDate || String(value) < String(record.shippedDate)) ? { message: 'resources.deviceShipments.validation.delivered_after_shipped' } : null,
    },
    { source: 'address', kind: 'text' },
    { source: 'notes', kind: 'text', multiline: true },
  ],
  deviceContract.upsertDeviceShipment.inputRules,
);
