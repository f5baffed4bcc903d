/** Catalogue administration (issue 5): scan tools and report templates (admin/report). The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import SummarizeIcon from '@mui/icons-material/SummarizeOutlined';
import type { Area } from '../../src/declare/area';
import reportTemplates from '../reportTemplates/entry';
import { lazyResource } from '../../src/declare/resourceEntry';
import scanTools from '../scanTools/entry';

export default {
  name: 'reports',
  messages: 'reports',
  resources: [lazyResource(scanTools, () => import('../scanTools')), lazyResource(reportTemplates, () => import('../reportTemplates'))],
  // admin/report: its page holds both lists, a tab each.
  screens: [{ key: 'report', path: 'admin/report', group: 'catalogues', icon: SummarizeIcon, order: 70 }],
  pages: { report: lazy(() => import('../../src/pages/reports/ReportPage')) },
} satisfies Area;
