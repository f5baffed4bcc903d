/** The history panel, loaded the first time one is opened (a record's header, a catalogue row). */
import { lazyView } from '../declare/lazyView';

export const HistoryDrawer = lazyView(() => import('./HistoryDrawer'), 'HistoryDrawer');
