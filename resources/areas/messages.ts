/** Catalogue administration (issue 5): pre-canned messages, calibration recommendations and the calibration homepage message. The resources, menu screens and hand-written pages of the area. */
import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import type { Area } from '../../src/declare/area';
import calibrationRecommendations from '../calibrationRecommendations/entry';
import precannedMessages from '../precannedMessages/entry';
import { lazyResource } from '../../src/declare/resourceEntry';

export default {
  name: 'messages',
  messages: 'messages',
  resources: [lazyResource(precannedMessages, () => import('../precannedMessages')), lazyResource(calibrationRecommendations, () => import('../calibrationRecommendations'))],
  // admin/message and admin/calibrate are served by the resources' paths.
  screens: [
    { key: 'message', path: 'admin/message', group: 'catalogues', order: 40 },
    { key: 'calibrate', path: 'admin/calibrate', group: 'catalogues', order: 50 },
    { key: 'calibrationHomepageMessage', path: 'admin/calibration-homepage-message', group: 'catalogues', icon: CampaignIcon, order: 60 },
  ],
  pages: { calibrationHomepageMessage: lazy(() => import('../../src/pages/messages/CalibrationHomepageMessage')) },
} satisfies Area;
