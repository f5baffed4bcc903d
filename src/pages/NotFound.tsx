import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { MessagePage } from './Page';

export function NotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <MessagePage
      icon={<SearchOffIcon />}
      title={translate('app.pages.notfound.title')}
      message={translate('app.pages.notfound.message', { path: pathname })}
      actions={<Button variant="contained" onClick={() => navigate('/')}>{translate('app.pages.notfound.home')}</Button>}
    />
  );
}
