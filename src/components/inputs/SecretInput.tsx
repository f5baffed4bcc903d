/**
 * The input of a declared `secret` field (an activation card's password): masked as it is typed and when a
 * record opens; the eye button shows it to whoever edits the record (who may need to read it back to a shop),
 * and it is masked again whenever the form opens anew. It is never a list column nor a CSV cell.
 */
import { useState } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { RevealButton } from './PasswordPolicyInput';

interface Props {
  source: string;
  label?: string;
  validate?: Validator;
  maxLength?: number;
  fullWidth?: boolean;
}

export function SecretInput({ source, label, validate, maxLength, fullWidth }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      source={source}
      label={label}
      validate={validate}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      helperText={false}
      fullWidth={fullWidth}
      slotProps={{
        htmlInput: { maxLength, spellCheck: false, 'data-secret': true },
        input: { endAdornment: <RevealButton visible={visible} onClick={() => setVisible(!visible)} /> },
      }}
    />
  );
}
