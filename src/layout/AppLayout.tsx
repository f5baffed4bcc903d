/** The layout: the guard first; the full chrome for staff, a bare page for anyone else. */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { hasConsoleRole } from '../../authProvider/permissions';
import { accessToken, currentRoles } from '../../authProvider/session';
import { AppAppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { GlobalErrorNotifier } from './GlobalErrorNotifier';
import { RouteGuard } from './RouteGuard';

export function AppLayout({ children }: { children: ReactNode }) {
  const staff = Boolean(accessToken()) && hasConsoleRole(currentRoles());
  return (
    <>
      <GlobalErrorNotifier />
      {staff ? (
        <Layout menu={AppMenu} appBar={AppAppBar}>
          <RouteGuard>{children}</RouteGuard>
        </Layout>
      ) : (
        <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 2 }}>
          <RouteGuard>{children}</RouteGuard>
        </Box>
      )}
    </>
  );
}
