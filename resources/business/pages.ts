/** The business pages (the eight tabs and their dialogs), loaded the first time one is opened. */
import { lazyView } from '../../src/declare/lazyView';

export const BusinessCreate = lazyView(() => import('./BusinessCreate'), 'BusinessCreate');
export const BusinessEdit = lazyView(() => import('./BusinessEdit'), 'BusinessEdit');
