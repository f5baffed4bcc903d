/**
 * What a user opened from the palette last (issue 35), screens and records, newest first: shown first when the
 * query is empty. Kept in the browser per user (authProvider/storage.ts, cleared at logout with everything stored).
 */
import type { SearchHit, SearchKind } from '../../contract/search';
import { currentProfile } from '../../authProvider/session';
import { storage } from '../../authProvider/storage';

export type Recent = { type: 'screen'; key: string } | { type: 'record'; kind: SearchKind; hit: SearchHit };

/** The most kept. */
export const RECENT_MAX = 6;

const name = () => `palette.recent.${currentProfile()?.UserId ?? 'anyone'}`;
const sameAs = (a: Recent, b: Recent) =>
  a.type === 'screen' ? b.type === 'screen' && a.key === b.key : b.type === 'record' && a.kind === b.kind && String(a.hit.id) === String(b.hit.id);

export const recentItems = (): Recent[] => storage.get<Recent[]>(name()) ?? [];

/** `item` first, once, the oldest dropped past RECENT_MAX. */
export function remember(item: Recent): void {
  storage.set(name(), [item, ...recentItems().filter((r) => !sameAs(r, item))].slice(0, RECENT_MAX));
}
