/** "Service unavailable, retrying": shown while reads wait to be tried again after a 503 (dataProvider/http.ts). */
import { Alert, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { type ServiceStatus, serviceStatus } from '../../dataProvider/serviceStatus';

export function ServiceNotice({ status = serviceStatus }: { status?: ServiceStatus }) {
  const translate = useTranslate();
  const retrying = useSyncExternalStore(status.subscribe, status.retrying);
  return (
    <Snackbar open={retrying} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Alert severity="warning" variant="filled" role="status">
        {translate('app.alerts.service_unavailable')}
      </Alert>
    </Snackbar>
  );
}
