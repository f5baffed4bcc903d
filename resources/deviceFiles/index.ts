import { DEVICE_FILE_TYPES, deviceFilesContract as c } from '../../contract/deviceFiles';
import { referencesContract } from '../../contract/references';
import { choicesOf } from '../../src/declare/choices';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { lookupItemLabel } from '../../src/declare/defineLookupResource';
import entry from './entry';

const fileTypes = choicesOf('deviceFiles.fileTypes', DEVICE_FILE_TYPES);
/** A device manufacturer model by its full name (app/GetDeviceManufactureAndModels), retired ones too: a file may still target one. */
const models = (many?: boolean): FieldOptions => ({
  endpoint: referencesContract.deviceManufactureAndModels,
  input: { query: { showAll: true } },
  id: 'id',
  name: 'model',
  label: (m) => `${m.manufacturer} ${m.model}`,
  many,
});
/** The mobile settings' release tracks (lookup/GetReleaseTracks), inactive ones too: a file may still ship on one. */
const releaseTracks: FieldOptions = { endpoint: referencesContract.releaseTracks, input: { query: { showAll: true } }, id: 'id', name: 'text', label: lookupItemLabel };

/**
 * The files device models use (spec §2 admin/device-files, admin/device-file-detail/{id}): firmware,
 * configuration and calibration data, with their version, target models, release track and active flag.
 * device/GetAllDeviceFiles answers them all (the list searches, filters and pages them here; the model filter
 * is the server's); device/UpdateDeviceFile saves one, id 0 adding it.
 */
export default defineResource({
  ...entry,
  history: { area: 'devices', entity: 'deviceFile' },
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'fileTypeId', kind: 'integer', choices: fileTypes, required: true, default: DEVICE_FILE_TYPES.firmware },
    { source: 'fileVersion', kind: 'text' },
    { source: 'targetModelIds', kind: 'option', required: true, default: [], sortable: false, options: models(true) },
    { source: 'releaseTrackId', kind: 'option', required: true, sortable: false, options: releaseTracks },
    { source: 'releaseNotes', kind: 'text', multiline: true, list: false },
    { source: 'isActive', kind: 'boolean', default: true },
    { source: 'dateUpdated', kind: 'datetime', form: false, hidden: true },
  ],
  filters: [
    { source: 'fileTypeId', kind: 'integer', choices: fileTypes },
    { source: 'releaseTrackId', kind: 'option', options: releaseTracks },
    { source: 'deviceModelId', kind: 'option', options: models() },
  ],
  endpoints: {
    list: {
      endpoint: c.getAllDeviceFiles,
      shape: 'array',
      serverFilters: ['deviceModelId'],
      input: ({ filter }) => ({ query: { deviceModelId: filter?.deviceModelId } }),
    },
    one: { endpoint: c.getDeviceFileById, input: (id) => ({ query: { id } }) },
    save: { endpoint: c.updateDeviceFile },
  },
});
