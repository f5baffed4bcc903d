/** The bar shown while a part of a screen loads (its code or its data), named for assistive technology. */
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export function LoadingBar() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}
