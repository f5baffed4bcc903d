/** The files browser (issue 12, admin/files): no declared resource, one hand-written page, loaded the first time it is shown. */
import { lazy } from 'react';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import type { Area } from '../../src/declare/area';

export default {
  name: 'files',
  messages: 'files',
  resources: [],
  screens: [{ key: 'files', path: 'admin/files', group: 'devices', icon: FolderIcon, order: 50 }],
  pages: { files: lazy(() => import('../../src/pages/files/FilesPage')) },
} satisfies Area;
