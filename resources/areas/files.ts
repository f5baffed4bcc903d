/** The files browser (issue 12, admin/files): no declared resource, one hand-written page, loaded the first time it is shown. */
import { lazy } from 'react';
import type { Area } from '../area';

export const filesArea: Area = {
  messages: 'files',
  resources: [],
  // admin/files is a screen of spec §2 already (src/layout/screens.ts).
  screens: [],
  pages: { files: lazy(() => import('../../src/pages/files/FilesPage')) },
};
