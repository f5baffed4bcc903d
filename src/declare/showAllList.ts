/** The list entry of a catalogue answered whole, inactive rows included only with the 'show inactive' filter (`showAll`). */
import type { Endpoint } from '../../contract/define';
import type { ListCall } from '../../dataProvider/endpoints';

export const showAllList = (endpoint: Endpoint, query: Record<string, unknown> = {}): ListCall => ({
  endpoint,
  shape: 'array',
  serverFilters: ['showAll'],
  input: ({ filter }) => ({ query: { ...query, showAll: Boolean(filter?.showAll) } }),
});
