import BuildIcon from '@mui/icons-material/BuildOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DevicesIcon from '@mui/icons-material/DevicesOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import StoreIcon from '@mui/icons-material/StoreOutlined';
import TranslateIcon from '@mui/icons-material/TranslateOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuGroup } from './screens';

export const groupIcons: Record<MenuGroup, SvgIconComponent> = {
  business: StoreIcon,
  dashboards: DashboardIcon,
  users: PeopleIcon,
  devices: DevicesIcon,
  service: BuildIcon,
  catalogues: CategoryIcon,
  openinghours: ScheduleIcon,
  rag: TranslateIcon,
};
