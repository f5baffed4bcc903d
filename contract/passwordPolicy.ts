/**
 * The password policy's bounds (issue 4): the console's hint and checks before
 * submit, and the server's (server/auth/passwordPolicy.ts, which also refuses
 * the common passwords) read them here.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A password's length as the policy counts it: Unicode code points after NFC. Nothing is ever truncated. */
export const passwordLength = (password: string) => [...password.normalize('NFC')].length;

/** Whether a password is long enough and not too long (the server also refuses common ones). */
export const passwordLengthOk = (password: string) => {
  const length = passwordLength(password);
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
};
