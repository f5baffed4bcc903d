/**
 * Which records have parts whose changes belong in their history (issue 33): a business's tabs, notes, discounts,
 * users and scan-pro configuration; a device's shipments; a tenant's standard days and holidays; a vehicle's RAG
 * ratings; a service request's work orders. Each part's entries name the record as their scope (its id); a record not
 * listed here has its own entries only.
 */
import type { RecordFamily } from '../../db/changeHistory';

type Kind = { area: string; entity: string };

const of = (area: string, ...entities: string[]): Kind[] => entities.map((entity) => ({ area, entity }));

const FAMILIES: Record<string, readonly Kind[]> = {
  'business/business': [
    ...of('business', 'businessInfo', 'billing', 'promotion', 'note', 'noteFile', 'volumeDiscount', 'productAddDiscount', 'businessUser'),
    ...of('scanpro', 'configuration', 'result'),
  ],
  'devices/device': of('devices', 'shipment'),
  'openingHours/tenant': of('openingHours', 'standardDay', 'holiday'),
  'ragRatings/ragVehicle': of('ragRatings', 'ragRating', 'ragRatingsCopy', 'ragRatingsBulkCopy'),
  'maintenance/serviceRequest': of('maintenance', 'workOrder'),
};

export function familyOf(area: string, entity: string, recordId: number): RecordFamily {
  return { area, entity, recordId, parts: FAMILIES[`${area}/${entity}`] ?? [] };
}
