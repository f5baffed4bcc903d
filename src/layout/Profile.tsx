/** The user menu's profile (./AppBar.tsx): the signed-in user's name, email and role, loaded when the menu is first opened. */
import { MenuItem, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

export default function Profile() {
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
