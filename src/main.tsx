/**
 * The light shell: it shows the login page without loading the console, and
 * loads the console (react-admin, MUI) lazily once there is a session.
 * A visitor with no token is sent to /login here, the target remembered.
 */
import { lazy, StrictMode, Suspense, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { guard } from '../authProvider/guard';
import { storage } from '../authProvider/storage';
import { loadSpanish } from '../i18n/spanish';
import { LoginPage } from './shell/LoginPage';
import { keepStylesWhenLeaving, putStylesBack } from './shell/keptStyles';
import { ShellContext } from './shell/ShellContext';
import './shell/shell.css';

// A user who chose Spanish gets the console in Spanish from its first screen.
const App = lazy(async () => {
  if (storage.get<string>('locale') === 'es') await loadSpanish();
  putStylesBack();
  return import('./App');
});

function startsAtLogin(): boolean {
  if (window.location.pathname === '/login') return true;
  const decision = guard(window.location.pathname, { token: storage.get<string>('token'), roles: storage.get<string[]>('roles') ?? [] }, () => undefined);
  if (decision.kind !== 'login') return false;
  storage.set('postLoginTarget', decision.remember + window.location.search);
  window.history.replaceState(null, '', '/login');
  return true;
}

function Shell() {
  const [atLogin, setAtLogin] = useState(startsAtLogin);
  const showLogin = useCallback(() => {
    if (window.location.pathname !== '/login') window.history.replaceState(null, '', '/login');
    setAtLogin(true);
  }, []);
  const onLoggedIn = useCallback((target: string) => {
    window.history.replaceState(null, '', target);
    setAtLogin(false);
  }, []);
  const shell = useMemo(() => ({ showLogin }), [showLogin]);
  return (
    <ShellContext.Provider value={shell}>
      {atLogin ? (
        <LoginPage onLoggedIn={onLoggedIn} />
      ) : (
        <Suspense fallback={<div className="shell-loading" role="progressbar" aria-label="Loading" />}>
          <App />
        </Suspense>
      )}
    </ShellContext.Provider>
  );
}

keepStylesWhenLeaving();
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Shell />
    </StrictMode>,
  );
}
