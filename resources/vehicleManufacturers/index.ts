import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import { VEHICLE_MANUFACTURERS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** Vehicle manufacturers (spec §3, lookup/VehicleManufacturers), with the country of their head office. */
export default defineLookupResource(VEHICLE_MANUFACTURERS, {
  icon: FactoryIcon,
  fields: { stringValue: { help: 'resources.vehicleManufacturers.help.stringValue' } },
});
