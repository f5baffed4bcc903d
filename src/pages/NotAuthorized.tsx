import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { hasConsoleRole } from '../../authProvider/permissions';
import { currentRoles } from '../../authProvider/session';
import { MessagePage } from './Page';

export function NotAuthorized() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    <MessagePage
      icon={<BlockIcon />}
      title={translate('app.pages.notauthorized.title')}
      message={translate('app.pages.notauthorized.message')}
      actions={
        <>
          {hasConsoleRole(currentRoles()) && <Button variant="contained" onClick={() => navigate('/business')}>{translate('app.pages.notauthorized.home')}</Button>}
          <Button variant={hasConsoleRole(currentRoles()) ? 'text' : 'contained'} onClick={() => logout()}>{translate('app.pages.notauthorized.logout')}</Button>
        </>
      }
    />
  );
}
