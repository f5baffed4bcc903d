/** Catalogue administration (issue 5): scan tools and report templates (admin/report). The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import type { Area } from '../area';
import reportTemplates from '../reportTemplates/entry';
import { lazyResource } from '../resourceEntry';
import scanTools from '../scanTools/entry';

export const reportsArea: Area = {
  messages: 'reports',
  resources: [lazyResource(scanTools, () => import('../scanTools')), lazyResource(reportTemplates, () => import('../reportTemplates'))],
  // admin/report is a screen of spec §2 already: its page holds both lists, a tab each.
  screens: [],
  pages: { report: lazy(() => import('../../src/pages/reports/ReportPage')) },
};
