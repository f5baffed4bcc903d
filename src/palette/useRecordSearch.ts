/**
 * The palette's record search (Search/Records, contract/search.ts): asked a moment after the last keystroke
 * (DEBOUNCE_MS), each answer kept only if no later query was asked since (a sequence number), and only for the
 * query it answers. A query the contract would refuse (too long, too many words) is not sent.
 */
import { useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { SEARCH_MAX_WORDS, type SearchGroup, searchContract } from '../../contract/search';
import type { AppDataProvider } from '../../dataProvider/adapter';

export const DEBOUNCE_MS = 70;
const PER_KIND = 5;

export interface RecordSearch {
  /** The groups answering `query`, or null while none has arrived for it. */
  groups: SearchGroup[] | null;
  /** The query the groups answer. */
  query: string;
  failed: boolean;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: a pasted control character is not searched
export const searchable = (q: string) => q.length > 0 && q.length <= 100 && q.split(/\s+/).length <= SEARCH_MAX_WORDS && !/[\u0000-\u001f\u007f-\u009f]/.test(q);

export function useRecordSearch(query: string): RecordSearch {
  const dataProvider = useDataProvider<AppDataProvider>();
  const asked = useRef(0);
  const [answer, setAnswer] = useState<RecordSearch>({ groups: null, query: '', failed: false });
  const q = query.trim();
  useEffect(() => {
    const seq = ++asked.current;
    if (!searchable(q)) return;
    const timer = setTimeout(() => {
      dataProvider.call(searchContract.records, { query: { q, perKind: PER_KIND } }).then(
        ({ groups }) => seq === asked.current && setAnswer({ groups, query: q, failed: false }),
        () => seq === asked.current && setAnswer({ groups: [], query: q, failed: true }),
      );
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [q, dataProvider]);
  return answer.query === q ? answer : { groups: null, query: q, failed: false };
}
