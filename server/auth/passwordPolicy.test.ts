/** The password policy: length in characters (never truncated), the common-password list, the user's own names. */
import { describe, expect, it } from 'vitest';
import { render } from '../http/text';
import { commonPasswords, isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem as problemText } from './passwordPolicy';

/** The reason, in English, or null. */
const passwordProblem = (password: string, context?: string[]) => {
  const text = problemText(password, context);
  return text && render(text);
};

describe('the common-password list', () => {
  it('holds the 10,000 most common passwords and thousands of 12+ character ones', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    expect([...list].filter((p) => [...p].length >= PASSWORD_MIN_LENGTH).length).toBeGreaterThanOrEqual(1_000);
    for (const p of ['123456', 'password', 'qwerty', 'iloveyou', 'password1234', 'qwertyuiop123', '123456789012', '1qaz2wsx3edc']) expect(list.has(p), p).toBe(true);
    expect(list.has('# common passwords refused on set and reset (checked case-insensitively; see passwordpolicy.ts).')).toBe(false);
  });

  it('matches in any case and with the usual character swaps undone', () => {
    expect(isCommonPassword('PASSWORD1234')).toBe(true);
    expect(isCommonPassword('P@ssw0rd1234')).toBe(true);
    expect(isCommonPassword('Qw3rtyu10p123')).toBe(true);
    expect(isCommonPassword('Orchard-Lantern-Velvet-93')).toBe(false);
  });
});

describe('passwordProblem', () => {
  it('accepts 12 to 128 characters that are not common', () => {
    expect(passwordProblem('Orchard-Lantern-Velvet-93')).toBeNull();
    expect(passwordProblem('a9-Lantern-q')).toBeNull();
    expect(passwordProblem(`${'Lantern-'.repeat(16)}`)).toBeNull();
  });

  it('counts characters, not bytes or UTF-16 units', () => {
    expect(passwordProblem('漢'.repeat(12))).toBeNull();
    expect(passwordProblem('😀'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(passwordProblem('😀'.repeat(PASSWORD_MAX_LENGTH + 1))).toMatch(/at most 128/);
    expect(passwordProblem('漢'.repeat(11))).toMatch(/at least 12/);
  });

  it('refuses empty, short, long, common and self-naming passwords with a reason', () => {
    expect(passwordProblem('')).toBe('Password must be provided.');
    expect(passwordProblem('    ')).toBe('Password must be provided.');
    expect(passwordProblem('Short-1')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128.*never truncated/);
    expect(passwordProblem('123456789012')).toMatch(/common/);
    expect(passwordProblem('Maria.Lopez-Garage-7', ['maria.lopez', 'm@example.com'])).toMatch(/username or the email/);
    expect(passwordProblem('Bay-4-mechanic-ok', ['jo', 'jo@x.io'])).toBeNull();
  });
});
