/**
 * State kept while the console runs, not only while the page is mounted: switching the language loads the area's
 * messages, which shows the loading screen in place of the wizard for a moment; the wizard comes back where it was.
 * The state belongs to one visit of the screen (a location's key): a new visit (the menu, a link) starts over.
 */
import { type SetStateAction, useCallback, useState } from 'react';

const kept = new Map<string, unknown>();
let visit: string | undefined;

/** Starts over when `key` (the location's) is not the visit the kept state belongs to. */
export function keepFor(key: string): void {
  if (visit === key) return;
  visit = key;
  kept.clear();
}

export function useKept<T>(key: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setValue((current) => {
        const value = typeof next === 'function' ? (next as (c: T) => T)(current) : next;
        kept.set(key, value);
        return value;
      }),
    [key],
  );
  return [value, set];
}
