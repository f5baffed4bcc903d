/**
 * The URL's query, as useSearchParams, whose changes build on the query as last written: the router hands a change
 * (even a function of the query) the query as last drawn, so a second change before the page is drawn again (two
 * quick clicks) would undo the first. The query the router shows next (a change, back, a link) is taken as it is.
 */
import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export type SearchChange = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

export function useLatestSearchParams(): [URLSearchParams, (change: SearchChange) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const latest = useRef({ key, params });
  if (latest.current.key !== key) latest.current = { key, params };
  const change = useCallback(
    (next: SearchChange) => {
      const written = typeof next === 'function' ? next(new URLSearchParams(latest.current.params)) : next;
      latest.current = { key: latest.current.key, params: written };
      setParams(written);
    },
    [setParams],
  );
  return [params, change];
}
