/**
 * What a business's Location tab must refer to, checked before anything is
 * written: lookup items under their own keys, languages, a real time zone, and
 * a parent and grandparent that exist and do not make the business its own
 * ancestor. Each refusal is a 400 naming the field.
 */
import type { BusinessLocationInput } from '../../../contract/business';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { Db } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { type LookupItem, readLookups, refuseMissingLookups } from '../../shared/referencedRecords';
import { m } from '../../http/text';

/** The language codes (lookup key `language`, intValue: 1 English, 2 Spanish), among the lookup items `found`. */
function requireLanguages(found: LookupItem[], refs: { field: string; code: number }[]): void {
  const codes = new Set(found.filter((r) => r.key === LOOKUP_KEYS.language).map((r) => r.int_value));
  const bad = refs.find((r) => !codes.has(r.code));
  if (bad) throw badRequest(bad.field, m`${bad.code} is not a language code (${[...codes].sort().join(', ')})`);
}

export function requireTimeZone(timezone: string | null | undefined): void {
  if (!timezone) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw badRequest('timezone', m`"${timezone}" is not a time zone (such as America/Chicago)`);
  }
}

/** The parent and grandparent exist, and neither is the business itself or one of its descendants. */
export async function requireAncestors(db: Db, id: number, parents: { parentId?: number | null; grandparentId?: number | null }): Promise<void> {
  for (const field of ['parentId', 'grandparentId'] as const) {
    const ancestor = parents[field];
    if (!ancestor) continue;
    if (ancestor === id) throw badRequest(field, m`a business cannot be its own parent or grandparent`);
    const row = await db.selectFrom('businesses').select(['parent_id', 'grandparent_id']).where('id', '=', ancestor).executeTakeFirst();
    if (!row) throw badRequest(field, m`business ${ancestor} does not exist`);
    if (id !== 0 && (row.parent_id === id || row.grandparent_id === id)) {
      throw badRequest(field, m`business ${ancestor} is under this business, so it cannot be above it`);
    }
  }
}

/** The lookup items a business's Location refers to, by field. */
const lookupRefs = (b: BusinessLocationInput) => [
  { field: 'statusId', key: LOOKUP_KEYS.businessStatus, ids: [b.statusId] },
  { field: 'dispatchPriorityId', key: LOOKUP_KEYS.dispatchPriority, ids: [b.dispatchPriorityId] },
  { field: 'distributorId', key: LOOKUP_KEYS.distributor, ids: [b.distributorId] },
  { field: 'salesRepId', key: LOOKUP_KEYS.salesRep, ids: [b.salesRepId] },
  { field: 'referralSourceId', key: LOOKUP_KEYS.referralSource, ids: [b.referralSourceId] },
];

/** Checks a business's Location against the lookup items `found` (its own and the language codes): what needs no statement. */
function checkAgainst(b: BusinessLocationInput, found: LookupItem[]): void {
  if (!b.billSameAsPrimary && !b.billingAddress) throw badRequest('billingAddress', m`is required when billSameAsPrimary is false`);
  requireTimeZone(b.timezone);
  refuseMissingLookups(lookupRefs(b), found);
  const languages = [
    { field: 'language', code: b.language },
    { field: 'primaryAddress.language', code: b.primaryAddress.language },
    ...(b.billingAddress && !b.billSameAsPrimary ? [{ field: 'billingAddress.language', code: b.billingAddress.language }] : []),
  ];
  requireLanguages(found, languages);
}

export async function checkLocation(db: Db, b: BusinessLocationInput): Promise<void> {
  // The items and the language codes in one read (a save's checks are most of its statements).
  checkAgainst(b, await readLookups(db, lookupRefs(b), [LOOKUP_KEYS.language]));
  await requireAncestors(db, b.id, b);
}

/**
 * Checks many businesses' Locations (an import's), the lookup items of all of them read in one statement: for each,
 * whether it passes every rule of checkLocation.
 */
export async function passLocations(db: Db, bs: readonly BusinessLocationInput[]): Promise<boolean[]> {
  const found = await readLookups(db, bs.flatMap(lookupRefs), [LOOKUP_KEYS.language]);
  const passed: boolean[] = [];
  for (const b of bs) {
    try {
      checkAgainst(b, found);
      await requireAncestors(db, b.id, b);
      passed.push(true);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      passed.push(false);
    }
  }
  return passed;
}
