/**
 * A platform user's password reset from the edit page (User/ResetPassword; spec §4, §5, §8):
 * - an empty password alerts 'Password must be provided.' and nothing is sent;
 * - resetLockout is the inverse of the form's Locked out flag: an admin unlocks by unticking it and resetting;
 * - the field is highlighted while it holds a password not reset yet; success alerts
 *   'Password has been reset successfully!' and clears it, and the record takes its new version;
 * - a failure alerts the server's answer, and shows it on the field when the server names the password.
 */
import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, type RaRecord, useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthOk } from '../../contract/passwordPolicy';
import { usersContract } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { PasswordPolicyField } from '../../src/components/inputs/PasswordPolicyInput';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { usePaletteAction } from '../../src/palette/actions';

/** The server's message about the password itself, if its refusal names it. */
function passwordRefusal(error: unknown): string | null {
  const errors = error instanceof HttpError ? (error.body as { errors?: { field: string; message: string }[] } | null)?.errors : undefined;
  return errors?.find((e) => e.field.toLowerCase() === 'password')?.message ?? null;
}

export function ResetPasswordButton() {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const resource = useResourceContext() ?? 'users';
  const record = useRecordContext();
  const lockedOut = Boolean(useWatch({ name: 'IsLockedOut' }));
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The command palette opens the same dialog (src/palette/actions.ts).
  usePaletteAction(record?.id ? { id: 'user.resetPassword', label: translate('resources.users.reset.action'), group: 'record', run: () => setOpen(true) } : null);
  if (!record?.id) return null;

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };
  const reset = async () => {
    if (password.trim() === '') return alert.error('app.alerts.password_required');
    if (!passwordLengthOk(password)) return setProblem(translate('app.validation.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
    setBusy(true);
    try {
      const resetLockout = !lockedOut;
      const { version } = await dataProvider.call(usersContract.resetPassword, { body: { id: Number(record.id), password, resetLockout } });
      // The reset raised the user's version (and cleared a lockout): the open form saves at the new one.
      queryClient.setQueriesData<RaRecord>({ queryKey: [resource, 'getOne', { id: String(record.id) }] }, (old) =>
        old ? { ...old, version, IsLockedOut: resetLockout ? false : old.IsLockedOut } : old,
      );
      alert.success('app.alerts.password_reset');
      close();
    } catch (e) {
      alert.error(errorMessage(e));
      setProblem(passwordRefusal(e));
    } finally {
      setBusy(false);
    }
  };

  const unsaved = password !== '';
  return (
    <>
      <Button startIcon={<LockResetIcon />} onClick={() => setOpen(true)}>
        {translate('resources.users.reset.action')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="reset-password-title" fullWidth maxWidth="sm">
        <DialogTitle id="reset-password-title">
          {translate('resources.users.reset.title', { username: String(record.Username ?? '') })}
        </DialogTitle>
        <DialogContent>
          <PasswordPolicyField
            label={translate('resources.users.reset.password')}
            value={password}
            error={problem}
            onChange={(e) => {
              setPassword(e.target.value);
              setProblem(null);
            }}
            fullWidth
            autoFocus
            color={unsaved ? 'warning' : undefined}
            focused={unsaved || undefined}
            slotProps={{ htmlInput: { 'data-unsaved': unsaved || undefined } }}
            sx={{ mt: 1, '& .MuiInputBase-root': unsaved ? { bgcolor: (t) => alpha(t.palette.warning.main, 0.14) } : {} }}
          />
          <Alert severity={lockedOut ? 'warning' : 'info'} sx={{ mt: 2 }}>
            {translate(lockedOut ? 'resources.users.reset.stays_locked' : 'resources.users.reset.unlocks')}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={reset} disabled={busy}>
            {translate('resources.users.reset.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
