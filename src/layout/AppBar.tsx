/** The app bar: title, the command palette's search box (src/palette/), language and theme switches, and the user menu with the profile and logout. */
import { Box, Divider, type Theme, Typography, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { SearchBox } from '../palette/SearchBox';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, type Store, TitlePortal, ToggleThemeButton, UserMenu, useGetIdentity, useSidebarState, useTranslate } from 'react-admin';

/** The signed-in user's name, email and role, at the top of the user menu: loaded when the menu is first opened. */
const Profile = lazy(() => import('./Profile'));

/**
 * On a phone (390 px) the page's title takes the room the buttons leave it, on two lines when it needs them, and
 * the language button shows its icon only (its name, English or Español, stays its accessible name).
 */
const titleOnPhones = (theme: Theme) => ({
  minWidth: 0,
  [theme.breakpoints.down('sm')]: { '& > *': { whiteSpace: 'normal', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', lineHeight: 1.2 } },
});
const iconOnPhones = (theme: Theme) => ({ [theme.breakpoints.down('sm')]: { '& .MuiButton-root': { fontSize: 0, minWidth: 0 }, '& .MuiButton-startIcon': { mr: 0 } } });

/** react-admin's buttons of the app bar (language, theme, reload), the language one compact on a phone. */
const toolbar = (
  <>
    <Box component="span" sx={iconOnPhones}>
      <LocalesMenuButton />
    </Box>
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/** MUI's `breakpoints.down('sm')` (the default breakpoints), where react-admin's menu is a drawer. */
const PHONE = '(max-width:599.95px)';

/** The docked menu's state (open or collapsed) while a phone's width keeps the drawer closed: put back when the window widens. */
let docked: boolean | undefined;

/**
 * Before the console first renders on a phone's width, the menu is closed (the desktop's 'open' is kept to put back).
 * Closed only after the first render, the drawer can stay stuck over the page: MUI's Modal waits for the exit of a
 * Slide that never entered, and its invisible root takes every click (seen 1 load in 8 in console.e2e.ts).
 */
export function closeMenuOnPhonesAtStart(store: Store) {
  if (typeof matchMedia === 'function' && matchMedia(PHONE).matches && store.getItem<boolean>('sidebar.open')) {
    docked = true;
    store.setItem('sidebar.open', false);
  }
}

/**
 * On a phone the menu is a drawer over the page: it starts closed (closeMenuOnPhonesAtStart), and closes when a
 * wider window narrows to a phone's width (react-admin keeps the desktop's 'open', which would cover the page with
 * the drawer); widened again, the docked menu is as it was.
 */
function useMenuClosedOnPhones() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  // Read when the width changes, not a reason to run again: opening the drawer on a phone is the user's.
  const openNow = useRef(open);
  openNow.current = open;
  useEffect(() => {
    if (small) {
      docked ??= openNow.current;
      setOpen(false);
    } else if (docked !== undefined) {
      setOpen(docked);
      docked = undefined;
    }
  }, [small, setOpen]);
}

export function AppAppBar() {
  useMenuClosedOnPhones();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3, label in name).
  const menuLabel = identity?.fullName ? `${identity.fullName}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <AppBar
      color="primary"
      toolbar={toolbar}
      userMenu={
        <UserMenu label={menuLabel}>
          <Suspense fallback={null}>
            <Profile />
          </Suspense>
          <Divider />
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {translate('app.name')}
      </Typography>
      <TitlePortal variant="body1" sx={titleOnPhones} />
      <SearchBox />
    </AppBar>
  );
}
