import ConstructionIcon from '@mui/icons-material/Construction';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MessagePage } from './Page';

/** The honest page of a screen the spec lists that later issues will build. */
export function NotBuiltYet({ screenKey }: { screenKey: string }) {
  const translate = useTranslate();
  const name = translate(`menu.items.${screenKey}`);
  return (
    <MessagePage
      icon={<ConstructionIcon />}
      title={name}
      message={translate('app.pages.notbuilt.message', { name })}
      actions={<Chip label={translate('app.pages.notbuilt.title')} size="small" />}
    />
  );
}
