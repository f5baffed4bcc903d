/** The menu: the spec's screens in groups, each group folding open and shut (kept in preferences). */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { Menu, useSidebarState, useStore, useTranslate } from 'react-admin';
import { resources } from '../../resources';
import { groupIcons } from './groupIcons';
import { menuGroups, screens } from './screens';

const iconOf = (path: string) => resources.find((r) => r.path === path && !r.embedded)?.icon;

export function AppMenu() {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [closed, setClosed] = useStore<string[]>('menu.closedGroups', []);
  const toggle = (group: string) => setClosed(closed.includes(group) ? closed.filter((g) => g !== group) : [...closed, group]);
  return (
    <Menu sx={{ pb: 4 }}>
      {menuGroups.map((group) => {
        const GroupIcon = groupIcons[group];
        const open = !closed.includes(group);
        return (
          <List key={group} disablePadding component="nav" aria-label={translate(`menu.groups.${group}`)}>
            <ListItemButton onClick={() => toggle(group)} aria-expanded={open} sx={{ py: 0.75 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <GroupIcon fontSize="small" />
              </ListItemIcon>
              {sidebarOpen && <ListItemText primary={translate(`menu.groups.${group}`)} slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }} />}
              {sidebarOpen && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
            </ListItemButton>
            <Collapse in={open} timeout="auto" unmountOnExit>
              {screens
                .filter((s) => s.group === group && !s.hidden)
                .map((s) => {
                  const Icon = s.icon ?? iconOf(s.path);
                  return (
                    <Menu.Item
                      key={s.key}
                      to={`/${s.path}`}
                      primaryText={translate(`menu.items.${s.key}`)}
                      leftIcon={Icon ? <Icon fontSize="small" /> : <span />}
                      sx={{ pl: sidebarOpen ? 3 : 2 }}
                    />
                  );
                })}
            </Collapse>
          </List>
        );
      })}
    </Menu>
  );
}
