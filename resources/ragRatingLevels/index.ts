import TrafficIcon from '@mui/icons-material/TrafficOutlined';
import { REFERENCE_KEYS } from '../../contract/references';
import { defineLookupResource } from '../defineLookupResource';

/** The RAG ratings a service element can have (spec §7, lookup/RagRatingList), in their order. */
export default defineLookupResource({
  name: 'ragRatingLevels',
  key: REFERENCE_KEYS.ragRating,
  icon: TrafficIcon,
  defaultSort: { field: 'intValue', order: 'ASC' },
  fields: [
    { source: 'text', kind: 'text', required: true, maxLength: 200 },
    { source: 'intValue', kind: 'integer', required: true, min: 0, max: 99 },
    { source: 'stringValue', kind: 'text', maxLength: 7, help: 'resources.ragRatingLevels.help.stringValue' },
    { source: 'label', kind: 'text', maxLength: 200 },
    { source: 'isActive', kind: 'boolean', default: true },
  ],
});
