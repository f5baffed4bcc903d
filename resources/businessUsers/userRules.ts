/**
 * A business user's rules that are no one field's (spec §3 Business user, §4): the name a user goes by, the
 * phone as it is dialled, when a password is needed, and how the user's form groups the fields. No React here.
 */
import type { TranslateFunction } from 'react-admin';

type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** First and last name: how a user is named in the list, its alerts and its dialogs. */
export const fullName = (r: Row) => [text(r.firstName), text(r.lastName)].filter(Boolean).join(' ');

/** The phone with its country code: `+44 20 7946 0018`. */
export function fullPhone(r: Row): string {
  const phone = text(r.phone);
  const code = text(r.phoneCC).replace(/^\+/, '');
  return phone && code ? `+${code} ${phone}` : phone;
}

/** The username of a user with a login; 'No login' otherwise (the list cell and the CSV, which give `translate`). */
export const loginName = (r: Row, translate?: TranslateFunction) => (r.hasLogin ? text(r.username) : translate ? translate('resources.businessUsers.no_login') : '');

/**
 * Whether saving needs a password: a login without one, that is a new user given a login, or a saved one
 * given a login now (the server answers requiresPasswordOnSubmit while the user has no password).
 */
export const needsPassword = (r: Row) => r.hasLogin === true && r.isDeleted !== true && (r.id === 0 || r.requiresPasswordOnSubmit === true);

/** The user's form, group by group, each field once: every field of spec §3's business user but the id and the plumbing. */
export const USER_FORM_GROUPS = [
  { key: 'identity', fields: ['firstName', 'lastName', 'titleId'] },
  { key: 'login', fields: ['hasLogin', 'username', 'password', 'isEnabled', 'isLockout'] },
  { key: 'contact', fields: ['email', 'phoneCC', 'phone'] },
  { key: 'notifications', fields: ['receivesInvoices', 'receivesReports', 'receivesReportsOnly', 'receivesChatReports'] },
  { key: 'flags', fields: ['isPrimary', 'isProTechUser', 'isMahle', 'isDeleted'] },
] as const;

/** The User List's columns; the rest of a user is in its form. */
export const USER_LIST_COLUMNS = ['name', 'email', 'phoneNumber', 'login', 'isEnabled', 'isPrimary', 'isLockout'];
