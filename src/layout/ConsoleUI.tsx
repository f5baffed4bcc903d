/**
 * react-admin's `<AdminUI>` without the parts the console replaces: its login
 * page (a form with react-hook-form and two inputs; the shell's light login page
 * serves /login) and its OAuth callback page. Importing `<Admin>` bundles those
 * defaults even when overridden, in the first chunk after login.
 */
import { CssBaseline } from '@mui/material';
import { type CoreAdminUIProps, CoreAdminUI } from 'ra-core';
import { AccessDenied, AuthenticationError, Error as ErrorPage, LoadingPage } from 'react-admin';
import { type ComponentType, createElement } from 'react';

export function ConsoleUI({ notification, ...props }: CoreAdminUIProps & { notification: ComponentType }) {
  return (
    <CssBaseline enableColorScheme>
      <CoreAdminUI accessDenied={AccessDenied} authenticationError={AuthenticationError} error={ErrorPage} loading={LoadingPage} {...props} />
      {createElement(notification)}
    </CssBaseline>
  );
}
