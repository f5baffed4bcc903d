import { VEHICLE_MANUFACTURERS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** Vehicle manufacturers (spec §3, lookup/VehicleManufacturers), with the country of their head office. */
export default defineLookupResource(VEHICLE_MANUFACTURERS, {
  ...entry,
  fields: { stringValue: { help: 'resources.vehicleManufacturers.help.stringValue' } },
});
