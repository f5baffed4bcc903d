/** Applies the route guard (authProvider/guard.ts) on every navigation; renders nothing else. */
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { guard } from '../../authProvider/guard';
import { accessToken, currentRoles } from '../../authProvider/session';
import { storage } from '../../authProvider/storage';

export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const decision = guard(pathname, { token: accessToken(), roles: currentRoles() });
  useEffect(() => {
    if (decision.kind === 'home') navigate('/business', { replace: true });
    if (decision.kind === 'login') {
      storage.set('postLoginTarget', decision.remember + search);
      navigate('/login', { replace: true });
    }
    if (decision.kind === 'notauthorized') navigate('/notauthorized', { replace: true });
  }, [decision.kind, decision, navigate, search]);
  return decision.kind === 'pass' || decision.kind === 'notfound' ? children : null;
}
