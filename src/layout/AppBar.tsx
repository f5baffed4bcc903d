/** The app bar: title, language and theme switches, and the user menu with the profile and logout. */
import { Box, Divider, MenuItem, Typography } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';

function Profile() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, display: 'block', minWidth: 240 }}>
      <Typography variant="caption" color="text.secondary">{translate('app.user.profile')}</Typography>
      <Typography variant="body1" sx={{ fontWeight: 600 }}>{identity.fullName}</Typography>
      <Typography variant="body2" color="text.secondary">{String(identity.email ?? '')}</Typography>
      <Typography variant="body2">
        {translate('app.user.role')}: {String(identity.role ?? translate('app.user.no_role'))}
      </Typography>
    </MenuItem>
  );
}

export function AppAppBar() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3, label in name).
  const menuLabel = identity?.fullName ? `${identity.fullName}, ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu';
  return (
    <AppBar
      color="primary"
      userMenu={
        <UserMenu label={menuLabel}>
          <Profile />
          <Divider />
          <Logout />
        </UserMenu>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {translate('app.name')}
      </Typography>
      <TitlePortal variant="body1" />
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
}
