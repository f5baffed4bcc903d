/** The history panel, its code and labels loaded the first time one is opened (a record's header, a catalogue row). */
import { Suspense, useState } from 'react';
import { lazyView } from '../declare/lazyView';
import type { HistoryTarget } from './target';

/**
 * The key of every history query of a record (the panel's pages, the header's last change): invalidated together.
 * Here, beside the panel every history screen loads, rather than in a chunk of its own (the bundle budget).
 */
export const historyKey = (target: Pick<HistoryTarget, 'area' | 'entity' | 'recordId' | 'scopeId'>) => ['history', target.area, target.entity, target.recordId, ...(target.scopeId ? [target.scopeId] : [])];

const HistoryPanel = lazyView(() => import('./HistoryPanel'), 'HistoryPanel');

/** A button's history panel: `show` opens it (loading it the first time); `panel` goes beside the button. */
export function useHistoryPanel(target: HistoryTarget) {
  // Undefined until first opened (nothing loaded); then kept mounted, so it closes with its transition.
  const [open, setOpen] = useState<boolean>();
  return {
    show: () => setOpen(true),
    panel: open !== undefined && (
      <Suspense fallback={null}>
        <HistoryPanel target={target} historyKey={historyKey(target)} open={open} onClose={() => setOpen(false)} />
      </Suspense>
    ),
  };
}
