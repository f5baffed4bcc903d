/**
 * The history panel with its labels (the lazy area `history`), loaded the first time one is opened
 * (./lazyPanel.ts): kept mounted then, so it closes with its transition.
 */
import { AreaMessages } from '../../i18n/AreaMessages';
import { HistoryDrawer } from './HistoryDrawer';
import type { HistoryTarget } from './target';

export function HistoryPanel(props: { target: HistoryTarget; historyKey: readonly unknown[]; open: boolean; onClose: () => void }) {
  return (
    <AreaMessages area="history">
      <HistoryDrawer {...props} />
    </AreaMessages>
  );
}
