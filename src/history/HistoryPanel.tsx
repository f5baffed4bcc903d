/** The history panel once asked for: its labels and its code loaded then, kept mounted so it closes with its transition. */
import { Suspense } from 'react';
import { AreaMessages } from '../../i18n/AreaMessages';
import { HistoryDrawer } from './lazyDrawer';
import type { HistoryTarget } from './target';

export function HistoryPanel({ target, open, onClose }: { target: HistoryTarget; open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <AreaMessages area="history">
        <HistoryDrawer target={target} open={open} onClose={onClose} />
      </AreaMessages>
    </Suspense>
  );
}
