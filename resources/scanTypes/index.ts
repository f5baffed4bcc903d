import { lookupContract } from '../../contract/lookup';
import { serviceCatalogueContract as c, SERVICE_ELEMENT_GROUP_KEY } from '../../contract/serviceCatalogue';
import { defineResource, type FieldOptions } from '../../src/declare/defineResource';
import { lookupItemLabel, withSpanishText } from '../../src/declare/defineLookupResource';
import { showAllList } from '../../src/declare/showAllList';
import entry from './entry';

/** The service element groups: the items of their lookup key, named in the console's language. */
const groups: FieldOptions = { endpoint: lookupContract.byKey, input: { body: { key: SERVICE_ELEMENT_GROUP_KEY } }, id: 'id', name: 'text', label: lookupItemLabel };

/** Scan types (spec §3 Scan type): lookup items of workorder.servicetype in a service element group. Declared and nothing else. */
export default defineResource({
  ...entry,
  showAllFilter: 'showAll',
  defaultSort: { field: 'text', order: 'ASC' },
  // The name in Spanish beside the English one (issue 31): a scan type reads in the console's language everywhere.
  fields: withSpanishText([
    { source: 'text', kind: 'text' },
    { source: 'stringValue', kind: 'text', maxLength: 20, help: 'resources.scanTypes.help.stringValue' },
    { source: 'serviceElementGroupName', kind: 'text', form: false },
    { source: 'serviceElementGroupId', kind: 'option', options: groups, required: true, list: false, help: 'resources.scanTypes.help.serviceElementGroupId' },
    { source: 'value', kind: 'text', multiline: true, hidden: true },
    { source: 'isActive', kind: 'boolean', default: true },
  ]),
  filters: [{ source: 'serviceElementGroupId', kind: 'option', options: groups }],
  endpoints: {
    list: showAllList(c.getScanTypes),
    // isInActive is the answer's mirror of isActive: the form's isActive alone is sent.
    save: { endpoint: c.upsertScanType, input: ({ isInActive: _, ...record }) => record },
  },
});
