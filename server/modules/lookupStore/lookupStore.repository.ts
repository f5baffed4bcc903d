/** The lookup store read by group and by several keys at once (contract/lookupStore.ts). */
import { sql } from 'kysely';
import type { LookupItem } from '../../../contract/lookup';
import type { LookupGroupSummary } from '../../../contract/lookupStore';
import type { Db } from '../../db/database';
import { listByKeys } from '../lookup/lookups.repository';

/** Every key with its item counts, grouped by the key's first segment. */
export async function listGroups(db: Db, group: string | undefined): Promise<LookupGroupSummary[]> {
  const groupOfKey = sql<string>`split_part(key, '.', 1)`;
  let q = db
    .selectFrom('lookups')
    .select([groupOfKey.as('group'), 'key', sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where is_active))::int`.as('active')])
    .groupBy('key')
    .orderBy('key');
  if (group !== undefined) q = q.where(groupOfKey, '=', group);
  const groups: LookupGroupSummary[] = [];
  for (const { group: name, key, total, active } of await q.execute()) {
    const last = groups.at(-1);
    if (last?.group === name) last.keys.push({ key, total, active });
    else groups.push({ group: name, keys: [{ key, total, active }] });
  }
  return groups;
}

/** The items of each key asked, every key present. */
export async function itemsByKeys(db: Db, keys: string[], showAll: boolean): Promise<Record<string, LookupItem[]>> {
  const byKey: Record<string, LookupItem[]> = Object.fromEntries(keys.map((k) => [k, []]));
  for (const item of await listByKeys(db, [...new Set(keys)], showAll)) byKey[item.key].push(item);
  return byKey;
}

/** The active items of a key as text → value: the first of value, stringValue, intValue, decimalValue, dateValue. */
export async function lookupValues(db: Db, key: string): Promise<Record<string, string | number | null>> {
  const values: Record<string, string | number | null> = {};
  const items = (await listByKeys(db, [key], false)).sort((a, b) => a.id - b.id);
  for (const i of items) if (!Object.hasOwn(values, i.text)) values[i.text] = i.value ?? i.stringValue ?? i.intValue ?? i.decimalValue ?? i.dateValue ?? null;
  return values;
}
