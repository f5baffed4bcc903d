/** Catalogue administration (issue 5): pre-canned messages, calibration recommendations and the calibration homepage message. The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import type { Area } from '../area';
import calibrationRecommendations from '../calibrationRecommendations/entry';
import precannedMessages from '../precannedMessages/entry';
import { lazyResource } from '../resourceEntry';

export const messagesArea: Area = {
  messages: 'messages',
  resources: [lazyResource(precannedMessages, () => import('../precannedMessages')), lazyResource(calibrationRecommendations, () => import('../calibrationRecommendations'))],
  // admin/message and admin/calibrate are the spec's screens (src/layout/screens.ts), served by the resources' paths.
  screens: [],
  pages: { calibrationHomepageMessage: lazy(() => import('../../src/pages/messages/CalibrationHomepageMessage')) },
};
