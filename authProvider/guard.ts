/**
 * The route guard of spec §2 and §6, as a pure decision:
 * - /login always passes; /notauthorized and unknown pages are open to anyone;
 * - with no token, the path is remembered as the post-login target and the user goes to /login;
 * - a path the user's roles do not allow goes to /notauthorized;
 * - a page outside the permission table logs 'Page does not exist' and shows the not-found page.
 */
import { decidePath } from './permissions';

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'home' }
  | { kind: 'login'; remember: string }
  | { kind: 'notauthorized' }
  | { kind: 'notfound' };

const OPEN_PATHS = ['/login', '/notauthorized'];

export function guard(path: string, session: { token: string | null; roles: readonly string[] }, log: (message: string) => void = console.log): GuardDecision {
  const clean = path.replace(/\/+$/, '') || '/';
  if (OPEN_PATHS.includes(clean)) return { kind: 'pass' };
  if (clean === '/') return session.token ? { kind: 'home' } : { kind: 'login', remember: '/' };
  const decision = decidePath(clean, session.roles);
  if (decision === 'unknown') {
    log('Page does not exist');
    return { kind: 'notfound' };
  }
  if (!session.token) return { kind: 'login', remember: path };
  return decision === 'allowed' ? { kind: 'pass' } : { kind: 'notauthorized' };
}
