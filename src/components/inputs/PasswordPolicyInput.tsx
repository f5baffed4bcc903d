/**
 * A password typed into a form, with the policy shown before submit (issue 4):
 * 12 to 128 characters and a live count; common passwords are refused by the
 * server. Nothing is cut: there is no maxLength, a long password is refused
 * by validation instead. Also the plain field the reset dialog uses.
 */
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '../../../contract/passwordPolicy';

/** The policy and how many characters are typed, as the helper text under a password field. */
export function usePasswordHint(value: unknown): string {
  const translate = useTranslate();
  const count = typeof value === 'string' ? passwordLength(value) : 0;
  return translate('app.password.policy', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, smart_count: count });
}

/** The eye button that shows or hides what a masked input holds. */
export function RevealButton({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  const translate = useTranslate();
  return (
    <InputAdornment position="end">
      <IconButton aria-label={translate(visible ? 'app.login.hide_password' : 'app.login.show_password')} onClick={onClick} edge="end" size="small">
        {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );
}

/** The react-admin input of a declared `password` field. */
export function PasswordPolicyInput({ source, label, validate }: { source: string; label?: string; validate?: Validator }) {
  const [visible, setVisible] = useState(false);
  const hint = usePasswordHint(useWatch({ name: source }));
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      helperText={hint}
      fullWidth
      slotProps={{ input: { endAdornment: <RevealButton visible={visible} onClick={() => setVisible(!visible)} /> } }}
    />
  );
}

/** A password field outside a react-admin form (the reset dialog), with the same hint unless an error replaces it. */
export function PasswordPolicyField({ value, error, slotProps, ...props }: Omit<TextFieldProps, 'value' | 'error' | 'type'> & { value: string; error?: string | null }) {
  const [visible, setVisible] = useState(false);
  const hint = usePasswordHint(value);
  return (
    <TextField
      {...props}
      value={value}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      error={Boolean(error)}
      helperText={error || hint}
      slotProps={{ ...slotProps, input: { endAdornment: <RevealButton visible={visible} onClick={() => setVisible(!visible)} /> } }}
    />
  );
}
