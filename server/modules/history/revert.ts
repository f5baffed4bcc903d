/**
 * A revert (History/Revert, issue 33): the chosen fields of an entry put back as they were before it, through the
 * record's own calls, as the console would make them: its Get call reads the record as it is now, the fields the
 * entry changed must still hold what the entry left (else the revert is refused as stale: someone changed them
 * since), and its save call writes the record with those fields back, at the version just read, with the caller's
 * token and language. So the revert is validated, authorized and recorded exactly as the same edit typed by hand,
 * and it is a new change: the history is never rewritten.
 */
import type { FastifyRequest } from 'fastify';
import { businessContract as business } from '../../../contract/business';
import type { Endpoint } from '../../../contract/define';
import type { HistoryEntry } from '../../../contract/history';
import { canonical, type ChangeEntry, readChanges } from '../../db/changeHistory';
import type { Db } from '../../db/database';
import { Invalid, NotFound, Stale } from '../../db/domainErrors';
import { m, type Text } from '../../http/text';
import { businessKind } from '../business/business.repository';
import { businessInfoKind } from '../business/businessInfo.repository';
import { billingKind } from '../businessDetails/billing.repository';
import { promotionKind } from '../businessDetails/promotion.repository';

/** How a kind's record is read and saved: its Get call (with the record's id as query) and its save call. */
interface Revertible {
  /** How a refusal names the record (its kind's own words). */
  what: (recordId: number) => Text;
  get: Endpoint;
  query: (recordId: number) => Record<string, string>;
  save: Endpoint;
}

const byKey = (recordId: number) => ({ key: String(recordId) });

const REVERTIBLE: Record<string, Revertible> = {
  'business/business': { what: businessKind.what, get: business.location, query: byKey, save: business.upsert },
  'business/businessInfo': { what: businessInfoKind.what, get: business.info, query: byKey, save: business.upsertInfo },
  'business/billing': { what: billingKind.what, get: business.billing, query: byKey, save: business.upsertBilling },
  'business/promotion': { what: promotionKind.what, get: business.promotion, query: byKey, save: business.upsertPromotion },
};

/** Whether an entry's fields can be put back: an update of a kind declared above. */
export const isRevertible = (entry: Pick<HistoryEntry, 'area' | 'entity' | 'action'>) =>
  entry.action === 'update' && `${entry.area}/${entry.entity}` in REVERTIBLE;

/** The answer of a call made on the caller's behalf that was refused: passed to the caller as it is. */
export class CallRefused extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
  ) {
    super(`refused with ${statusCode}`);
  }
}

async function callAs(req: FastifyRequest, endpoint: Endpoint, input: { query?: Record<string, string>; body?: unknown }): Promise<Record<string, unknown>> {
  const res = await req.server.inject({
    method: endpoint.method,
    url: endpoint.url,
    query: input.query,
    remoteAddress: req.ip,
    payload: input.body as never,
    headers: {
      authorization: req.headers.authorization ?? '',
      'accept-language': req.headers['accept-language'] ?? 'en',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  if (res.statusCode !== 200) throw new CallRefused(res.statusCode, res.json());
  return res.json();
}

/** Puts the fields back; answers the change the revert made (null when the save changed nothing: already as before). */
export async function revert(db: Db, req: FastifyRequest, input: { id: number; fields: string[] }): Promise<ChangeEntry | null> {
  const entry = (await readChanges(db, { entryId: input.id }, { limit: 1, offset: 0 })).items[0];
  if (!entry) throw new NotFound(m`History entry ${input.id}`);
  const how = REVERTIBLE[`${entry.area}/${entry.entity}`];
  if (!how || entry.action !== 'update' || !entry.before || !entry.after) throw new Invalid('id', m`is a change that cannot be put back here`);
  const unknown = input.fields.find((field) => !(field in entry.before!) && !(field in entry.after!));
  if (unknown !== undefined) throw new Invalid('fields', m`${unknown} is not a field of this change`);
  const current = await callAs(req, how.get, { query: how.query(entry.recordId) });
  const moved = input.fields.filter((field) => canonical(current[field] ?? null) !== canonical(entry.after![field] ?? null));
  if (moved.length > 0) throw new Stale(how.what(entry.recordId));
  const merged: Record<string, unknown> = { ...current };
  for (const field of input.fields) merged[field] = entry.before[field] ?? null;
  const body = Object.fromEntries((how.save.bodyKeys ?? []).filter((key) => merged[key] !== undefined).map((key) => [key, merged[key]]));
  await callAs(req, how.save, { body });
  const newest = (await readChanges(db, { area: entry.area, entity: entry.entity, recordId: entry.recordId }, { limit: 1, offset: 0 })).items[0];
  return newest && newest.id !== entry.id && newest.changedAt >= entry.changedAt ? newest : null;
}
