import { toolsContract as c } from '../../contract/tools';
import { defineResource } from '../../src/declare/defineResource';
import entry from './entry';

/**
 * A device's tools (spec §3 Device: device tools and tool makes), listed on its Device tab (DeviceTools):
 * device/GetAllTools answers the device's few tools at once, searched, sorted and paged here; no URL of their
 * own. The spec names no call that saves a tool: the list is read-only; the makes are added and deleted beside
 * it (ToolMakesDialog), a make's tools named page by page (device/GetToolsForListing).
 */
export default defineResource({
  ...entry,
  defaultSort: { field: 'name', order: 'ASC' },
  fields: [
    { source: 'name', kind: 'text' },
    { source: 'toolMakeName', kind: 'text' },
    { source: 'partNumber', kind: 'text' },
    { source: 'serialNumber', kind: 'text' },
    { source: 'calibrationDueDate', kind: 'date' },
    { source: 'isActive', kind: 'boolean' },
    { source: 'dateCreated', kind: 'datetime', hidden: true },
  ],
  filters: [{ source: 'toolMakeId', kind: 'option', options: { endpoint: c.getToolMakes, id: 'id', name: 'name' } }],
  endpoints: {
    list: { endpoint: c.getAllTools, shape: 'array', serverFilters: ['deviceId'], input: ({ filter }) => ({ query: { deviceId: filter?.deviceId } }) },
  },
});
