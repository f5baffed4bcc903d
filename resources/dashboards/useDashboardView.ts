/** The dashboard's view read from the URL and changed by writing the URL (./dashboardState.ts), so the link shares it. */
import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '../../src/components/useLatestSearchParams';
import { type DashboardView, dayDate, readView, writeView } from './dashboardState';

export type ViewChange = Partial<DashboardView> | ((view: DashboardView) => Partial<DashboardView>);

/** A change of what the rows are (range, conditions, sort) starts the table at its first page again. */
const RESETS_PAGE: (keyof DashboardView)[] = ['startDate', 'endDate', 'conditions', 'orderBy', 'sortBy', 'category'];

/** `endDay`: the day the default range ends on, YYYY-MM-DD (./dashboardState.ts rangeAnchor). */
export function useDashboardView(endDay: string): [DashboardView, (change: ViewChange) => void] {
  const [params, setParams] = useLatestSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view changes with the URL's text (and the end day) only.
  const view = useMemo(() => readView(params, dayDate(endDay)), [key, endDay]);
  const update = useCallback(
    (change: ViewChange) =>
      setParams((current) => {
        const now = readView(current, dayDate(endDay));
        const patch = typeof change === 'function' ? change(now) : change;
        const resets = !('page' in patch) && RESETS_PAGE.some((k) => k in patch);
        return writeView({ ...now, ...(resets ? { page: 1 } : {}), ...patch }, dayDate(endDay));
      }),
    [setParams, endDay],
  );
  return [view, update];
}
