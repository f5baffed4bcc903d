import { DEVICE_STATUSES, type Device, type DeviceRow, deviceContract as c } from '../../contract/device';
import { LOOKUP_KEYS } from '../../contract/lookupKeys';
import { referencesContract } from '../../contract/references';
import { specListQuery } from '../../dataProvider/endpoints';
import { choicesOf } from '../../src/declare/choices';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { lazyView } from '../../src/declare/lazyView';
import entry from './entry';

/** A model's full name: manufacturer, brand and model, the brand once when the model already starts with it ('Bosch ADS 325'). */
const modelName = ({ manufacturer, brand, model }: Record<string, unknown>) =>
  String(model).startsWith(String(brand)) ? `${manufacturer} ${model}` : `${manufacturer} ${brand} ${model}`;

const statuses = choicesOf('devices.statuses', DEVICE_STATUSES);
/** The device manufacturer models (spec §3 Device): a model by its full name, and the brand list as their distinct brands. */
const models = (id: string, label?: FieldOptions['label']): FieldOptions => ({ endpoint: referencesContract.deviceManufactureAndModels, id, name: id, label });

/**
 * The scan devices (spec §3 Device, §7 Devices): the list at admin/devices (default order name, spec §9), the
 * detail at admin/device-detail/{id} with its three tabs (DeviceDetail); a business's Devices tab lists the same.
 */
export default defineResource<DeviceRow | Device>({
  ...entry,
  history: { area: 'devices', entity: 'device' },
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    {
      source: 'serialNumber',
      kind: 'text',
      unique: { endpoint: c.getDevice, param: 'serialNumber', name: (d) => `${d.name} (${d.serialNumber})`, path: (d) => `/admin/device-detail/${d.id}` },
    },
    { source: 'deviceModelId', kind: 'option', required: true, list: false, options: models('id', modelName) },
    { source: 'manufacturer', kind: 'text', form: false, hidden: true },
    { source: 'brand', kind: 'text', form: false },
    { source: 'model', kind: 'text', form: false },
    { source: 'businessName', kind: 'text', form: false, sortable: false },
    { source: 'serverProfileId', kind: 'lookup', lookup: LOOKUP_KEYS.serverProfile, list: false },
    { source: 'launchAccountId', kind: 'lookup', lookup: LOOKUP_KEYS.launchAccount, list: false },
    { source: 'statusId', kind: 'integer', choices: statuses, required: true, default: DEVICE_STATUSES.inStock },
    { source: 'isActive', kind: 'boolean', default: true },
    { source: 'dateCreated', kind: 'datetime', hidden: true, form: false },
    { source: 'dateUpdated', kind: 'datetime', hidden: true, form: false },
  ],
  filters: [
    { source: 'statusId', kind: 'integer', choices: statuses },
    { source: 'brand', kind: 'option', options: models('brand') },
    { source: 'model', kind: 'option', options: models('model') },
    { source: 'businessId', kind: 'business', advanced: true },
    { source: 'inStock', kind: 'boolean', advanced: true },
  ],
  endpoints: {
    list: { endpoint: c.getDevicesForListing, shape: 'TotalItems', input: (params) => ({ query: specListQuery(params) }) },
    one: { endpoint: c.getDeviceById, input: (id) => ({ query: { id } }) },
    save: { endpoint: c.updateDevice, create: c.createDevice },
  },
  views: { edit: lazyView(() => import('./DeviceDetail'), 'DeviceDetail') },
});
