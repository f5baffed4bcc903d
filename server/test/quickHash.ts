/**
 * A stored password hash verified in about a millisecond (scrypt with N = 1024): verifyPassword reads the parameters
 * from the stored hash, so tests about many logins (limits, an office signing in) need not run the real cost each time.
 */
import { randomBytes, scryptSync } from 'node:crypto';

export function quickHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
