/** The partner pages, loaded the first time one is opened. */
import { lazyView } from '../../src/declare/lazyView';

export const PartnerCreate = lazyView(() => import('./PartnerCreate'), 'PartnerCreate');
export const PartnerEdit = lazyView(() => import('./PartnerEdit'), 'PartnerEdit');
