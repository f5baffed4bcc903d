/**
 * Email uniqueness (spec §5, issue 4): user/EmailExists with the user's id and
 * the email, checked as the email is typed (debounced) and again on submit.
 * A taken email is an error on the Email field, which blocks the save.
 */
import { useEffect } from 'react';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { usersContract } from '../../contract/users';
import type { AppDataProvider } from '../../dataProvider/adapter';

export const EMAIL_TAKEN = 'resources.users.email_taken';
/** How long typing must pause before the email is checked. */
export const EMAIL_CHECK_DELAY_MS = 400;

const looksLikeEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** Whether another user has the email; false when it is not an email yet or the check fails (the save is checked by the server too). */
export async function isEmailTaken(dataProvider: AppDataProvider, userId: unknown, email: unknown): Promise<boolean> {
  const value = String(email ?? '').trim();
  if (!looksLikeEmail(value)) return false;
  try {
    const answer = await dataProvider.call(usersContract.emailExists, { query: { userID: Number(userId) || 0, email: value } });
    return answer.exists;
  } catch {
    return false;
  }
}

/** Checks the email field as it is typed, once typing pauses; renders nothing. The record's own email is not checked. */
export function EmailCheck({ source }: { source: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const record = useRecordContext();
  const { setError, clearErrors, getFieldState } = useFormContext();
  const email = useWatch({ name: source });
  const id = record?.id ?? 0;
  const saved = record?.[source];
  useEffect(() => {
    if (typeof email !== 'string' || email.trim() === '' || email.trim() === saved) return;
    let current = true;
    const timer = setTimeout(async () => {
      const taken = await isEmailTaken(dataProvider, id, email);
      if (!current) return;
      if (taken) setError(source, { type: 'taken', message: EMAIL_TAKEN });
      else if (getFieldState(source).error?.message === EMAIL_TAKEN) clearErrors(source);
    }, EMAIL_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [email, id, saved, source, dataProvider, setError, clearErrors, getFieldState]);
  return null;
}
