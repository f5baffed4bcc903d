/** react-admin's auth provider over the session: the guard itself lives in the layout (RouteGuard). */
import type { AuthProvider } from 'react-admin';
import { accessToken, currentProfile, currentRoles, login, logout } from './session';
import { storage } from './storage';

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    await login(username, password);
  },
  async logout() {
    await logout();
    return '/login';
  },
  async checkAuth() {
    if (accessToken()) return;
    storage.set('postLoginTarget', window.location.pathname + window.location.search);
    throw { redirectTo: '/login', message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      storage.set('postLoginTarget', window.location.pathname + window.location.search);
      throw { redirectTo: '/login', message: 'app.alerts.session_expired' };
    }
    if (error?.status === 403) throw { redirectTo: '/notauthorized', logoutUser: false, message: false };
  },
  async getIdentity() {
    const profile = currentProfile();
    if (!profile) throw new Error('Not signed in');
    return {
      id: profile.UserId,
      fullName: `${profile.FirstName} ${profile.LastName}`.trim() || profile.Username,
      email: profile.email,
      role: profile.Role,
      username: profile.Username,
    };
  },
  async getPermissions() {
    return currentRoles();
  },
};
