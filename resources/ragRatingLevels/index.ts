import TrafficIcon from '@mui/icons-material/TrafficOutlined';
import { RAG_RATING_LEVELS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../defineLookupResource';

/** The RAG ratings a service element can have (spec §7, lookup/RagRatingList), in their order. */
export default defineLookupResource(RAG_RATING_LEVELS, {
  icon: TrafficIcon,
  defaultSort: { field: 'intValue', order: 'ASC' },
  fields: { stringValue: { help: 'resources.ragRatingLevels.help.stringValue' } },
});
