/**
 * A business user's password reset (User/ResetPassword): an empty password is
 * refused with the spec's alert and nothing is sent; resetLockout is the
 * inverse of the user's locked-out flag (spec §4).
 */
import LockResetIcon from '@mui/icons-material/LockReset';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { type RaRecord, useDataProvider, useTranslate } from 'react-admin';
import { usersContract } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { HintIconButton } from '../../src/components/Hint';
import { errorMessage, useAlert } from '../../src/components/useAlert';

export function ResetPasswordButton({ record, onDone }: { record: RaRecord; onDone: () => void }) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  if (!record.hasLogin) return null;
  const reset = async () => {
    if (!password) return alert.error('app.alerts.password_required');
    try {
      await dataProvider.call(usersContract.resetPassword, { body: { id: record.id, password, resetLockout: !record.isLockout } });
      alert.success('app.alerts.user_password_reset');
      setOpen(false);
      setPassword('');
      onDone(); // the reset raised the user's version: reload the row
    } catch (e) {
      alert.error(errorMessage(e));
    }
  };
  return (
    <>
      <HintIconButton title="resources.businessUsers.reset_password" onClick={() => setOpen(true)}>
        <LockResetIcon fontSize="small" />
      </HintIconButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`reset-${record.id}`}>
        <DialogTitle id={`reset-${record.id}`}>
          {translate('resources.businessUsers.reset_password')}: {String(record.email ?? '')}
        </DialogTitle>
        <DialogContent>
          <TextField
            type="password"
            autoComplete="new-password"
            label={translate('resources.businessUsers.fields.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
            sx={{ mt: 1, minWidth: 320 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={reset}>
            {translate('resources.businessUsers.reset_password')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
