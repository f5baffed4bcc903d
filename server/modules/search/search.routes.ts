import { SEARCH_KINDS, type SearchGroup, type SearchHit, type SearchKind, searchContract as c } from '../../../contract/search';
import { SERVICE_REQUEST_STATUSES } from '../../../contract/serviceRequest';
import { route } from '../../http/route';
import { type SearchRow, searchRecords } from './searchSql';
import { searchQuery } from './searchWords';

/** A request's status id by its name (SERVICE_REQUEST_STATUSES): the console shows the name's label. */
const REQUEST_STATUS = new Map<number, string>(Object.entries(SERVICE_REQUEST_STATUSES).map(([name, id]) => [id, name]));

/** The context's values a kind's hits carry, as the contract names them; a request's status by name. */
function contextOf(row: SearchRow): SearchHit['context'] {
  const context = { ...(row.context ?? {}) } as SearchHit['context'];
  if (row.kind === 'serviceRequest' && typeof context.status === 'number') context.status = REQUEST_STATUS.get(context.status) ?? String(context.status);
  return context;
}

const hitOf = (row: SearchRow): SearchHit => ({
  id: row.kind === 'chatChannel' ? row.id : Number(row.id),
  title: row.title,
  code: row.code,
  context: contextOf(row),
});

/**
 * The command palette's record search (issue 35): every kind the caller may open, side by side in one statement
 * (searchSql.ts). Both console roles open every kind's screens (contract/permissions.ts); chat channels are the
 * built-in provider's only (SendBird keeps its own).
 */
export const searchRoutes = [
  route(c.records, async ({ query, db, req }) => {
    const kinds = SEARCH_KINDS.filter((kind: SearchKind) => kind !== 'chatChannel' || req.server.chat.kind === 'builtin');
    const rows = await searchRecords(db, searchQuery(query.q), query.perKind, kinds);
    const groups: SearchGroup[] = [];
    for (const row of rows) {
      const group = groups.at(-1)?.kind === row.kind ? groups[groups.length - 1] : groups[groups.push({ kind: row.kind, items: [] }) - 1];
      group.items.push(hitOf(row));
    }
    return { groups };
  }),
];
