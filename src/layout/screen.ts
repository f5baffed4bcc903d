/** What a screen is (an area declares its own, resources/areas/), and the menu's groups in their order. */
import type { SvgIconComponent } from '@mui/icons-material';
import type { ScreenPath } from '../../contract/permissions';

export type MenuGroup = 'business' | 'dashboards' | 'users' | 'devices' | 'service' | 'catalogues' | 'openinghours' | 'rag';

export interface Screen {
  key: string;
  /** The spec's URL, without the leading slash: a path of spec §6's permission table (contract/permissions.ts). */
  path: ScreenPath;
  group: MenuGroup;
  /** Hidden from the menu (reached from another screen). */
  hidden?: boolean;
  /** The menu icon of a screen served by a page; a declared resource's screen shows the resource's icon. */
  icon?: SvgIconComponent;
  /** Its place in its group of the menu (lower first; the areas' screens interleave, as catalogues do). */
  order: number;
}

export const menuGroups: MenuGroup[] = ['business', 'dashboards', 'users', 'devices', 'service', 'catalogues', 'openinghours', 'rag'];
