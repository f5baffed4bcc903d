/**
 * The palette's record search (Search/Records, contract/search.ts), asked a moment after the last keystroke
 * (DEBOUNCE_MS). Answers may arrive out of order: one to a query asked before the newest answer's is dropped (a
 * sequence number). The answer to the query typed is shown as it is; while it is coming, the newest answer's records
 * that match the query typed too (each word found in a title, code, email or phone, as the server searches them) are
 * shown at once, so typing narrows what is on screen without waiting for the server. A query the contract would
 * refuse (too long, too many words, a control character) is not sent.
 */
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { SEARCH_MAX_WORDS, type SearchGroup, type SearchHit, searchContract } from '../../contract/search';
import type { AppDataProvider } from '../../dataProvider/adapter';

export const DEBOUNCE_MS = 70;
const PER_KIND = 5;

export interface RecordSearch {
  /** The groups found for `query` (or, while its answer is coming, an earlier answer's that match it too); null: none yet. */
  groups: SearchGroup[] | null;
  /** The query typed. */
  query: string;
  failed: boolean;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a pasted control character is not searched
export const searchable = (q: string) => q.length > 0 && q.length <= 100 && q.split(/\s+/).length <= SEARCH_MAX_WORDS && !/[\u0000-\u001f\u007f-\u009f]/.test(q);

/** Whether every word of `query` is found in the texts the server searched `hit` by. */
export function stillMatches(hit: SearchHit, query: string): boolean {
  const text = [hit.title, hit.code, hit.context.email, hit.context.phone].filter(Boolean).join('\n').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** The groups of an earlier answer narrowed to what `query` matches too; null when none is left. */
export function narrowed(groups: SearchGroup[], query: string): SearchGroup[] | null {
  const left = groups.map((g) => ({ ...g, items: g.items.filter((hit) => stillMatches(hit, query)) })).filter((g) => g.items.length > 0);
  return left.length > 0 ? left : null;
}

interface Answer extends RecordSearch {
  seq: number;
}

export function useRecordSearch(query: string): RecordSearch {
  const dataProvider = useDataProvider<AppDataProvider>();
  const asked = useRef(0);
  const [newest, setNewest] = useState<Answer | null>(null);
  const q = query.trim();
  useEffect(() => {
    if (!searchable(q)) return;
    const timer = setTimeout(() => {
      const seq = ++asked.current;
      const keep = (answer: Answer) => setNewest((prev) => (prev && prev.seq > answer.seq ? prev : answer));
      dataProvider.call(searchContract.records, { query: { q, perKind: PER_KIND } }).then(
        ({ groups }) => keep({ seq, groups, query: q, failed: false }),
        () => keep({ seq, groups: [], query: q, failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, dataProvider]);
  if (newest?.query === q) return newest;
  return { groups: q && newest && !newest.failed ? narrowed(newest.groups ?? [], q) : null, query: q, failed: false };
}
