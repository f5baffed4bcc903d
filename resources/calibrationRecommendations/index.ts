import { lookupContract } from '../../contract/lookup';
import { messagesContract } from '../../contract/messages';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import entry from './entry';

/** Every make, inactive ones included, so a recommendation for a retired make still shows its name. */
const makes: FieldOptions = { endpoint: lookupContract.getMakes, input: { query: { showAll: true } }, id: 'id', name: 'make' };

/** Calibration recommendations (spec §3, §7 Calibration), edited in place and filtered by vehicle make. */
export default defineResource({
  ...entry,
  history: { area: 'messages', entity: 'calibrationRecommendation' },
  defaultSort: { field: 'vehicleMakeName', order: 'ASC' },
  fields: [
    { source: 'vehicleMake', kind: 'option', options: makes, required: true, compute: (r) => r.vehicleMakeName },
    { source: 'nickname', kind: 'text' },
    { source: 'recommendation', kind: 'text' },
    { source: 'isInactive', kind: 'boolean' },
  ],
  filters: [{ source: 'vehicleMake', kind: 'option', options: makes }],
  endpoints: {
    list: {
      endpoint: messagesContract.getCalibrationRecommendations,
      shape: 'array',
      serverFilters: ['vehicleMake'],
      input: ({ filter }) => ({ query: { vehicleMake: filter?.vehicleMake } }),
    },
    one: { endpoint: messagesContract.getCalibrationRecommendation, input: (id) => ({ query: { id } }) },
    saveBatch: { endpoint: messagesContract.saveCalibrationRecommendations },
    remove: { endpoint: messagesContract.deleteCalibrationRecommendation, input: (r) => ({ query: { id: r.id, version: r.version } }) },
  },
});
