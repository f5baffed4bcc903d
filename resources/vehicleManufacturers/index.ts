import FactoryIcon from '@mui/icons-material/FactoryOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** Vehicle manufacturers (spec §3, lookup/VehicleManufacturers), with the country of their head office. */
export default defineLookupResource({
  name: 'vehicleManufacturers',
  key: REFERENCE_KEYS.vehicleManufacturer,
  icon: FactoryIcon,
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'stringValue', kind: 'text', maxLength: 2, help: 'resources.vehicleManufacturers.help.stringValue' },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
