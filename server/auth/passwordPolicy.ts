/**
 * The password policy for every identity, platform and business users alike
 * (ASVS 4: 2.1.1–2.1.4, 5: 6.2.1/6.2.4/6.2.9/6.2.12): 12 to 128 characters
 * (Unicode code points, after NFC), never truncated, and not one of the common
 * passwords of `common-passwords.txt` (case-insensitive, also with the usual
 * character swaps undone: `P@ssw0rd1234` is `password1234`), nor the user's
 * own username or email.
 */
import { readFileSync } from 'node:fs';

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordLength } from '../../contract/passwordPolicy';
import { m, type Text } from '../http/text';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

let common: Set<string> | undefined;
/** The common-password list, read once. Lines starting with `# ` are comments. */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line !== '' && !line.startsWith('# '))
      .map((line) => line.toLowerCase()),
  );
  return common;
}

const swaps: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '3': 'e', $: 's', '5': 's', '!': 'i', '1': 'i', '7': 't' };
const unswapped = (p: string) => p.replace(/[@40$3!157]/g, (c) => swaps[c] ?? c);

/** The forms checked: as typed (lower case), swaps undone, and swaps undone before a trailing run of digits or marks. */
function forms(password: string): string[] {
  const lower = password.normalize('NFC').toLowerCase();
  const [, base, tail] = /^(.*?)([0-9!?.#*]*)$/u.exec(lower) ?? ['', lower, ''];
  return [lower, unswapped(lower), unswapped(base) + tail];
}

/** Whether the password is a common one, in any case or with the usual swaps undone (`P@ssw0rd1234`). */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return forms(password).some((f) => list.has(f));
}

/** Why the password is refused, or null when it meets the policy. `context` holds the user's username and email. */
export function passwordProblem(password: string, context: (string | null | undefined)[] = []): Text | null {
  if (password.trim() === '') return m`Password must be provided.`;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return m`must be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (length > PASSWORD_MAX_LENGTH) return m`must be at most ${PASSWORD_MAX_LENGTH} characters long (it is never truncated)`;
  if (isCommonPassword(password)) return m`is one of the most common passwords: choose a less predictable one`;
  const lower = password.toLowerCase();
  // The username, and the part of the email before the @, when long enough to mean something.
  const words = context.map((c) => (c ?? '').trim().toLowerCase().split('@')[0]).filter((w) => w.length >= 4);
  if (words.some((w) => lower.includes(w))) return m`must not contain the username or the email address`;
  return null;
}
