/**
 * The permission table of spec §6, shared by the console's route guard
 * (`authProvider/`) and the server (`server/plugins/authenticate.ts`, users,
 * chat socket): it lives in the contract so neither side imports the other.
 * A path is matched by its first two non-numeric segments; a path that is not
 * in the table, or a user with no roles, is denied.
 */
export const CONSOLE_ROLES = ['SuperAdmin', 'Admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

const consolePaths = [
  '/business',
  '/business/create',
  '/business/update',
  '/partner',
  '/partner/create',
  '/partner/update',
  '/users',
  '/users/create',
  '/users/update',
  '/dashboard/requests',
  '/dashboard/statistics',
  '/dashboard/devicestatistics',
  '/dashboard/activationcardstatistics',
  '/dashboard/businessaccountsinfo',
  '/dashboard/deviceshipments',
  '/admin/defaults',
  '/admin/salesreps',
  '/admin/translation',
  '/admin/message',
  '/admin/devices',
  '/admin/device-detail',
  '/admin/device-file-detail',
  '/admin/device-files',
  '/admin/maintenance',
  '/admin/report',
  '/admin/chat',
  '/admin/calibrate',
  '/admin/mobile',
  '/admin/files',
  '/admin/scanpro',
  '/admin/makes',
  '/admin/calibration-homepage-message',
  '/admin/openinghours',
  '/admin/rag',
  // Ours: the catalogues the spec names without a route (countries, tax rates, ...).
  '/admin/catalogues',
  // Ours: every change across the console (issue 33).
  '/admin/activity',
  '/service-element-translation',
] as const;

/**
 * A path of the table. A console screen's path (src/layout/screen.ts) is one of them or below one (the table matches
 * a path by its first two segments), without the leading slash: a screen outside the table fails the type check.
 */
export type ConsolePath = (typeof consolePaths)[number];
type TablePath = ConsolePath extends `/${infer P}` ? P : never;
export type ScreenPath = TablePath | `${TablePath}/${string}`;

export const permissionTable: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  consolePaths.map((path) => [path, CONSOLE_ROLES]),
);

/** The table key of a path: its first two non-numeric segments (`/business/update/12` → `/business/update`). */
export function permissionKey(path: string): string {
  const segments = path
    .split(/[?#]/)[0]
    .split('/')
    .filter((s) => s !== '' && !/^\d+$/.test(s));
  return `/${segments.slice(0, 2).join('/')}`;
}

export type PathDecision = 'allowed' | 'denied' | 'unknown';

/** Whether a user with these roles may open the path; `unknown` when the page is not in the table. */
export function decidePath(path: string, roles: readonly string[]): PathDecision {
  const allowed = permissionTable[permissionKey(path)];
  if (!allowed) return 'unknown';
  return roles.some((r) => allowed.includes(r)) ? 'allowed' : 'denied';
}

export function hasConsoleRole(roles: readonly string[]): boolean {
  return roles.some((r) => (CONSOLE_ROLES as readonly string[]).includes(r));
}
