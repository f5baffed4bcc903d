/**
 * Opening hours (issue 15): the hand-written opening-hours page (admin/openinghours/opening-hours) and the audit log,
 * a declared read-only list (admin/openinghours/auditLog) served as a page, both in one chunk loaded the first time
 * either is shown (the console's first list downloads neither: ../openingHours/screens.ts). Both screens are spec §2's already (src/layout/screens.ts); their
 * labels load with them (i18n/areas/openingHours.ts).
 */
import { lazy } from 'react';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import type { Area } from '../../src/declare/area';

export default {
  name: 'openingHours',
  messages: 'openingHours',
  resources: [],
  screens: [
    { key: 'openingHours', path: 'admin/openinghours/opening-hours', group: 'openinghours', icon: ScheduleIcon, order: 10 },
    { key: 'openingHoursAudit', path: 'admin/openinghours/auditLog', group: 'openinghours', icon: ListAltIcon, order: 20 },
  ],
  pages: {
    openingHours: lazy(async () => ({ default: (await import('../openingHours/screens')).OpeningHoursPage })),
    openingHoursAudit: lazy(async () => ({ default: (await import('../openingHours/screens')).AuditLogPage })),
  },
} satisfies Area;
