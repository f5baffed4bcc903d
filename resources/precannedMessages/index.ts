import { lookupContract } from '../../contract/lookup';
import { messagesContract, PRECANNED_MESSAGES_KEY } from '../../contract/messages';
import { defineResource } from '../../src/declare/defineResource';
import entry from './entry';

/**
 * Pre-canned messages (spec §3), edited in place and ordered by sortOrder (drag or keyboard): read as the
 * lookup items of messages.precanned with showAll (spec §7), their sortOrder being the item's intValue;
 * saved with lookup/SavePrecannedMessages.
 */
export default defineResource({
  ...entry,
  history: { area: 'messages', entity: 'precannedMessage' },
  orderField: 'sortOrder',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  fields: [
    { source: 'text', kind: 'text' },
    { source: 'isActive', kind: 'boolean', default: true },
    { source: 'sortOrder', kind: 'integer', list: false },
  ],
  endpoints: {
    list: {
      endpoint: lookupContract.byKey,
      shape: 'array',
      input: () => ({ body: { key: PRECANNED_MESSAGES_KEY, showAll: true } }),
      record: ({ id, text, isActive, intValue, version }) => ({ id: id as number, text, isActive, sortOrder: intValue ?? 0, version }),
    },
    saveBatch: { endpoint: messagesContract.savePrecannedMessages },
  },
});
