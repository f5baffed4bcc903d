/** The layout: the guard first; the full chrome for staff (with the keyboard map and command palette, src/palette/), a bare page for anyone else. */
import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { InSlices } from '../components/InSlices';
import { hasConsoleRole } from '../../authProvider/permissions';
import { accessToken, currentRoles } from '../../authProvider/session';
import { AppAppBar } from './AppBar';
import { PaletteKeys } from '../palette/PaletteKeys';
import { AppMenu } from './AppMenu';
import { GlobalErrorNotifier } from './GlobalErrorNotifier';
import { RouteGuard } from './RouteGuard';
import { ServiceNotice } from './ServiceNotice';

/** Wide tables scroll inside the page instead of widening it (flex items do not shrink below their content otherwise). */
const wideContentScrolls = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .RaLayout-content > *, & .RaList-main, & .RaList-content, & .MuiCard-root': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
};

export function AppLayout({ children }: { children: ReactNode }) {
  const staff = Boolean(accessToken()) && hasConsoleRole(currentRoles());
  return (
    <>
      <GlobalErrorNotifier />
      <ServiceNotice />
      {staff ? (
        <InSlices>
          <Layout menu={AppMenu} appBar={AppAppBar} sx={wideContentScrolls}>
            <RouteGuard>{children}</RouteGuard>
            <PaletteKeys />
          </Layout>
        </InSlices>
      ) : (
        <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 2 }}>
          <RouteGuard>{children}</RouteGuard>
        </Box>
      )}
    </>
  );
}
