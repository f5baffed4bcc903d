/**
 * The service elements as a list that exports and imports (issue 34), beside the dialog that edits them one at a
 * time: by name (unique), the group by its name, and whether each is active; saved by ragrating/UpsertServiceElement.
 */
import TuneIcon from '@mui/icons-material/Tune';
import { ragContract as c } from '../../contract/rag';
import type { ResourceDescriptor } from '../../src/declare/defineResource';

export const serviceElementList: ResourceDescriptor = {
  name: 'serviceElements',
  path: 'admin/rag/maintain-rag-ratings',
  icon: TuneIcon,
  fields: [
    { source: 'name', kind: 'text', required: true, maxLength: 100 },
    // Its group by name: the export writes the name, the import reads it as the group it names.
    { source: 'serviceElementGroupId', kind: 'option', options: { endpoint: c.getServiceElementGroups, id: 'id', name: 'name' }, compute: (r) => r.serviceElementGroupName, required: true },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
  endpoints: { save: { endpoint: c.upsertServiceElement } },
  recordRepresentation: 'name',
  view: 'editable',
};
