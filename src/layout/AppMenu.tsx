/**
 * The menu: a navigation list (a `nav` landmark holding a list of groups, each a disclosure button over a
 * list of links, the current page marked `aria-current="page"`), not an application menu: Tab moves through
 * it, Enter or Space opens a group or follows a link. Labels wrap rather than being cut; with the sidebar
 * collapsed each entry keeps its name as a tooltip and accessible name. Groups fold open and shut (kept in
 * preferences).
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, type Theme, Tooltip, useMediaQuery } from '@mui/material';
import { memo, type ReactElement } from 'react';
import { useSidebarState, useStore, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { registry } from '../declare/registry';
import { groupIcons } from './groupIcons';
import { menuGroups, screens } from './screens';

const iconOf = (path: string) => registry.find((r) => r.path === path && !r.embedded)?.icon;
const isCurrent = (pathname: string, path: string) => pathname === `/${path}` || pathname.startsWith(`/${path}/`);

/** The entry's name as a tooltip (and, through it, its accessible name) while the sidebar shows icons only. */
function Named({ name, shown, children }: { name: string; shown: boolean; children: ReactElement }) {
  return shown ? children : (
    <Tooltip title={name} placement="right">
      {children}
    </Tooltip>
  );
}

const wrapping = { primary: { variant: 'body2' as const, sx: { whiteSpace: 'normal', lineHeight: 1.3 } } };

/** Memoised: the layout re-renders with every route and session change, and the menu (some 40 MUI items) needs none of them. */
export const AppMenu = memo(function AppMenu() {
  const translate = useTranslate();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [closed, setClosed] = useStore<string[]>('menu.closedGroups', []);
  const { pathname } = useLocation();
  const toggle = (group: string) => setClosed(closed.includes(group) ? closed.filter((g) => g !== group) : [...closed, group]);
  return (
    <Box
      component="nav"
      aria-label={translate('menu.label')}
      sx={(theme) => ({ width: sidebarOpen ? theme.sidebar?.width : theme.sidebar?.closedWidth, pb: 4, mt: 0.5, transition: theme.transitions.create('width') })}
    >
      <List disablePadding>
        {menuGroups.map((group) => {
          const GroupIcon = groupIcons[group];
          const open = !closed.includes(group);
          const name = translate(`menu.groups.${group}`);
          return (
            <ListItem key={group} disablePadding sx={{ display: 'block' }}>
              <Named name={name} shown={sidebarOpen}>
                <ListItemButton onClick={() => toggle(group)} aria-expanded={open} aria-controls={`menu-${group}`} sx={{ py: 0.75 }}>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <GroupIcon fontSize="small" />
                  </ListItemIcon>
                  {sidebarOpen && <ListItemText primary={name} slotProps={{ primary: { ...wrapping.primary, sx: { ...wrapping.primary.sx, fontWeight: 600 } } }} />}
                  {sidebarOpen && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
                </ListItemButton>
              </Named>
              <Collapse in={open} timeout="auto" unmountOnExit>
                <List id={`menu-${group}`} disablePadding>
                  {screens
                    .filter((s) => s.group === group && !s.hidden)
                    .map((s) => {
                      const Icon = s.icon ?? iconOf(s.path);
                      const label = translate(`menu.items.${s.key}`);
                      const current = isCurrent(pathname, s.path);
                      return (
                        <ListItem key={s.key} disablePadding>
                          <Named name={label} shown={sidebarOpen}>
                            <ListItemButton
                              component={Link}
                              to={`/${s.path}`}
                              selected={current}
                              aria-current={current ? 'page' : undefined}
                              onClick={() => small && setSidebarOpen(false)}
                              sx={{ pl: sidebarOpen ? 3 : 2, py: 0.5 }}
                            >
                              <ListItemIcon sx={{ minWidth: 36 }}>{Icon ? <Icon fontSize="small" /> : null}</ListItemIcon>
                              {sidebarOpen && <ListItemText primary={label} slotProps={wrapping} />}
                            </ListItemButton>
                          </Named>
                        </ListItem>
                      );
                    })}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
});
