import { RAG_RATING_LEVELS } from '../../contract/lookupTypes';
import { defineLookupResource } from '../../src/declare/defineLookupResource';
import entry from './entry';

/** The RAG ratings a service element can have (spec §7, lookup/RagRatingList), in their order. */
export default defineLookupResource(RAG_RATING_LEVELS, {
  ...entry,
  defaultSort: { field: 'intValue', order: 'ASC' },
  fields: { stringValue: { help: 'resources.ragRatingLevels.help.stringValue' } },
});
