/**
 * A business user's password reset (User/ResetPassword), from the User List's row (an icon) and from the
 * user's form (a button):
 * - an empty password alerts 'Password must be provided.' and nothing is sent (spec §5); one outside the
 *   policy's length is named on the field, before anything is sent;
 * - resetLockout is the inverse of the user's locked-out flag (spec §4): a user flagged locked out stays so;
 * - success alerts 'User password has been reset successfully!' (spec §8) and hands the list the user's new
 *   version, so an edit of the user made before the reset still saves; a failure alerts the server's text.
 * The dialog opens with the focus in the password box (masked, with show/hide and the policy), and Enter resets.
 */
import LockResetIcon from '@mui/icons-material/LockReset';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { type RaRecord, useDataProvider, useTranslate } from 'react-admin';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLengthOk } from '../../contract/passwordPolicy';
import { usersContract } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { HintIconButton } from '../../src/components/Hint';
import { PasswordPolicyField } from '../../src/components/inputs/PasswordPolicyInput';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { fullName } from '../businessUsers/userRules';

interface Props {
  record: RaRecord;
  /** After a reset: what it changed in the stored user. */
  onDone: (changed?: Partial<RaRecord>) => void;
  variant?: 'icon' | 'button';
}

export function ResetPasswordButton({ record, onDone, variant = 'icon' }: Props) {
  const translate = useTranslate();
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record.hasLogin || record.id === 0) return null;
  const name = fullName(record) || String(record.email ?? '');

  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(null);
  };
  const reset = async (event: FormEvent) => {
    event.preventDefault();
    // Rendered inside the user's form (through a portal): its submit must not reach that form.
    event.stopPropagation();
    if (password.trim() === '') return alert.error('app.alerts.password_required');
    if (!passwordLengthOk(password)) return setProblem(translate('app.validation.password_length', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }));
    setBusy(true);
    try {
      const resetLockout = !record.isLockout;
      const { version } = await dataProvider.call(usersContract.resetPassword, { body: { id: Number(record.id), password, resetLockout } });
      alert.success('app.alerts.user_password_reset');
      close();
      onDone({ version, ...(resetLockout ? { isLockout: false } : {}) });
    } catch (e) {
      alert.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {variant === 'icon' ? (
        <HintIconButton title={translate('resources.businessUsers.reset_title', { name })} onClick={() => setOpen(true)}>
          <LockResetIcon fontSize="small" />
        </HintIconButton>
      ) : (
        <Button startIcon={<LockResetIcon />} onClick={() => setOpen(true)} sx={{ mt: 1 }}>
          {translate('resources.businessUsers.reset_password')}
        </Button>
      )}
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <form onSubmit={reset} noValidate>
          <DialogTitle id={titleId}>{translate('resources.businessUsers.reset_title', { name })}</DialogTitle>
          <DialogContent>
            <PasswordPolicyField
              label={translate('resources.businessUsers.fields.password')}
              value={password}
              error={problem}
              onChange={(e) => {
                setPassword(e.target.value);
                setProblem(null);
              }}
              autoFocus
              fullWidth
              sx={{ mt: 1 }}
            />
            {Boolean(record.isLockout) && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {translate('resources.businessUsers.reset_stays_locked')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {translate('resources.businessUsers.reset_password')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
