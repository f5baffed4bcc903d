/**
 * The console's screens: every route of spec §2, in the menu's groups.
 * A screen served by a declared resource or a page is "built"; the others show
 * an honest "not built yet" page inside the layout. Labels: `menu.items.<key>`.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import FolderIcon from '@mui/icons-material/FolderOutlined';
import ListAltIcon from '@mui/icons-material/ListAltOutlined';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphoneOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SummarizeIcon from '@mui/icons-material/SummarizeOutlined';
import type { ComponentType } from 'react';
import { withAreaMessages } from '../../i18n/AreaMessages';
import { areas } from '../../resources/areas';

export type MenuGroup = 'business' | 'dashboards' | 'users' | 'devices' | 'service' | 'catalogues' | 'openinghours' | 'rag';

export interface Screen {
  key: string;
  /** The spec's URL, without the leading slash. */
  path: string;
  group: MenuGroup;
  /** Hidden from the menu (reached from another screen). */
  hidden?: boolean;
  /** The menu icon of a screen served by a page; a declared resource's screen shows the resource's icon. */
  icon?: SvgIconComponent;
}

export const menuGroups: MenuGroup[] = ['business', 'dashboards', 'users', 'devices', 'service', 'catalogues', 'openinghours', 'rag'];

export const screens: Screen[] = [
  { key: 'business', path: 'business', group: 'business' },
  { key: 'partner', path: 'partner', group: 'business' },
  { key: 'requests', path: 'dashboard/requests', group: 'dashboards' },
  { key: 'statistics', path: 'dashboard/statistics', group: 'dashboards' },
  { key: 'devicestatistics', path: 'dashboard/devicestatistics', group: 'dashboards' },
  { key: 'activationcardstatistics', path: 'dashboard/activationcardstatistics', group: 'dashboards' },
  { key: 'businessaccountsinfo', path: 'dashboard/businessaccountsinfo', group: 'dashboards' },
  { key: 'deviceshipments', path: 'dashboard/deviceshipments', group: 'dashboards' },
  { key: 'users', path: 'users', group: 'users' },
  { key: 'salesreps', path: 'admin/salesreps', group: 'users' },
  { key: 'devices', path: 'admin/devices', group: 'devices' },
  { key: 'deviceDetail', path: 'admin/device-detail', group: 'devices', hidden: true },
  { key: 'deviceFiles', path: 'admin/device-files', group: 'devices' },
  { key: 'deviceFileDetail', path: 'admin/device-file-detail', group: 'devices', hidden: true },
  { key: 'files', path: 'admin/files', group: 'devices', icon: FolderIcon },
  { key: 'mobile', path: 'admin/mobile', group: 'devices', icon: PhoneIphoneIcon },
  { key: 'chat', path: 'admin/chat', group: 'service' },
  { key: 'scanpro', path: 'admin/scanpro', group: 'service' },
  { key: 'maintenance', path: 'admin/maintenance', group: 'service' },
  { key: 'makes', path: 'admin/makes', group: 'catalogues' },
  { key: 'countries', path: 'admin/catalogues/countries', group: 'catalogues' },
  { key: 'taxRates', path: 'admin/catalogues/taxrates', group: 'catalogues' },
  { key: 'message', path: 'admin/message', group: 'catalogues' },
  { key: 'calibrate', path: 'admin/calibrate', group: 'catalogues' },
  { key: 'calibrationHomepageMessage', path: 'admin/calibration-homepage-message', group: 'catalogues', icon: CampaignIcon },
  { key: 'report', path: 'admin/report', group: 'catalogues', icon: SummarizeIcon },
  { key: 'defaults', path: 'admin/defaults', group: 'catalogues', icon: ListAltIcon },
  { key: 'openingHours', path: 'admin/openinghours/opening-hours', group: 'openinghours', icon: ScheduleIcon },
  { key: 'openingHoursAudit', path: 'admin/openinghours/auditLog', group: 'openinghours', icon: ListAltIcon },
  { key: 'ragRatings', path: 'admin/rag/maintain-rag-ratings', group: 'rag' },
  { key: 'ragMaintenance', path: 'admin/rag/maintenance', group: 'rag', hidden: true },
  { key: 'ragAudit', path: 'admin/rag/auditLog', group: 'rag' },
  { key: 'serviceElementTranslation', path: 'admin/rag/service-element-translation', group: 'rag' },
  { key: 'translation', path: 'admin/translation', group: 'rag' },
  ...areas.flatMap((a) => a.screens),
];

/** The hand-written pages of the areas, by screen key. */
export const pages: Record<string, ComponentType> = Object.assign(
  {},
  ...areas.map(({ messages, pages }) => (messages ? Object.fromEntries(Object.entries(pages).map(([key, Page]) => [key, withAreaMessages(messages, Page)])) : pages)),
);
