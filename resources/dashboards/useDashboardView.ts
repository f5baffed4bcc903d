/** The dashboard's view read from the URL and changed by writing the URL (./dashboardState.ts), so the link shares it. */
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type DashboardView, dayDate, readView, writeView } from './dashboardState';

export type ViewChange = Partial<DashboardView> | ((view: DashboardView) => Partial<DashboardView>);

/** A change of what the rows are (range, conditions, sort) starts the table at its first page again. */
const RESETS_PAGE: (keyof DashboardView)[] = ['startDate', 'endDate', 'conditions', 'orderBy', 'sortBy', 'category'];

/** `endDay`: the day the default range ends on, YYYY-MM-DD (./dashboardState.ts rangeAnchor). */
export function useDashboardView(endDay: string): [DashboardView, (change: ViewChange) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view changes with the URL's text (and the end day) only.
  const view = useMemo(() => readView(params, dayDate(endDay)), [key, endDay]);
  // The URL as last written, or as last changed by the router (back, a link): the router hands a change the URL as
  // last drawn, so a second change before the page is drawn again (two quick clicks) would undo the first.
  const latest = useRef({ key, params });
  if (latest.current.key !== key) latest.current = { key, params };
  const update = useCallback(
    (change: ViewChange) => {
      const now = readView(latest.current.params, dayDate(endDay));
      const patch = typeof change === 'function' ? change(now) : change;
      const resets = !('page' in patch) && RESETS_PAGE.some((k) => k in patch);
      const next = writeView({ ...now, ...(resets ? { page: 1 } : {}), ...patch }, dayDate(endDay));
      latest.current = { key: latest.current.key, params: next };
      setParams(next);
    },
    [setParams, endDay],
  );
  return [view, update];
}
