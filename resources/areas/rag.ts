/**
 * RAG ratings (issue 16): the hand-written ratings page (admin/rag/maintain-rag-ratings, the same page at
 * admin/rag/maintenance) and the audit log, a declared read-only list (admin/rag/auditLog) served as a page, all
 * in one chunk loaded the first time one is shown (the console's first list downloads none: ../rag/screens.ts).
 * The screens are spec §2's already (src/layout/screens.ts); their labels load with them (i18n/areas/rag.ts).
 */
import { lazy } from 'react';
import type { Area } from '../../src/declare/area';

// One import() for all three: each one lists the chunk's dependencies in the console's own chunk.
const screens = () => import('../rag/screens');
const RagRatingsPage = lazy(async () => ({ default: (await screens()).RagRatingsPage }));

export default {
  name: 'rag',
  messages: 'rag',
  resources: [],
  screens: [
    { key: 'ragRatings', path: 'admin/rag/maintain-rag-ratings', group: 'rag', order: 10 },
    { key: 'ragMaintenance', path: 'admin/rag/maintenance', group: 'rag', hidden: true, order: 20 },
    { key: 'ragAudit', path: 'admin/rag/auditLog', group: 'rag', order: 30 },
  ],
  pages: {
    ragRatings: RagRatingsPage,
    ragMaintenance: RagRatingsPage,
    ragAudit: lazy(async () => ({ default: (await screens()).AuditLogPage })),
  },
} satisfies Area;
