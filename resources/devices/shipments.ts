/** A shipment's declared fields (spec §2 Shipment tab), labelled `resources.deviceShipments.fields.<source>`. */
import type { FieldDef } from '../../src/declare/defineResource';

export const shipmentFields: FieldDef[] = [
  { source: 'carrier', kind: 'text', required: true, maxLength: 60 },
  { source: 'trackingNumber', kind: 'text', maxLength: 60 },
  { source: 'shippedDate', kind: 'date' },
  {
    source: 'deliveredDate',
    kind: 'date',
    check: (value, record) =>
      value && (!record.shippedDate || String(value) < String(record.shippedDate)) ? { message: 'resources.deviceShipments.validation.delivered_after_shipped' } : null,
  },
  { source: 'address', kind: 'text', maxLength: 300 },
  { source: 'notes', kind: 'text', maxLength: 2000, multiline: true },
];
