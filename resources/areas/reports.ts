/** Catalogue administration (issue 5): scan tools and report templates (admin/report). The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import type { Area } from '../area';
import reportTemplates from '../reportTemplates';
import scanTools from '../scanTools';

export const reportsArea: Area = {
  messages: 'reports',
  resources: [scanTools, reportTemplates],
  // admin/report is a screen of spec §2 already: its page holds both lists, a tab each.
  screens: [],
  pages: { report: lazy(() => import('../../src/pages/reports/ReportPage')) },
};
