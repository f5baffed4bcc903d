/**
 * The change history (issue 33): the Activity screen (admin/activity), a declared read-only list served as a page,
 * loaded the first time it is shown; its labels load with it (i18n/areas/history.ts). Every record's History panel
 * is the detail screens' own (src/history/).
 */
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import { lazy } from 'react';
import type { Area } from '../../src/declare/area';

export default {
  name: 'history',
  messages: 'history',
  resources: [],
  screens: [{ key: 'activity', path: 'admin/activity', group: 'users', icon: ListAltIcon, order: 30 }],
  pages: { activity: lazy(() => import('../activity/ActivityPage')) },
} satisfies Area;
