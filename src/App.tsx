/** The console: react-admin wired to the registered resources (src/declare/registry.ts), the generated routes and the providers. Wiring only. */
import { AdminContext, CustomRoutes, Resource } from 'react-admin';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { authProvider } from '../authProvider/authProvider';
import { refresh, accessToken } from '../authProvider/session';
import { createDataProvider } from '../dataProvider/adapter';
import { createHttpClient } from '../dataProvider/http';
import { serviceStatus } from '../dataProvider/serviceStatus';
import { i18nProvider } from '../i18n/i18nProvider';
import { endpointsOf, registry, withAfterSave } from './declare/registry';
import { AppLayout } from './layout/AppLayout';
import { createQueryClient } from './components/inputs/useLookupChoices';
import { UnsavedChangesGuard } from './components/unsavedChanges';
import { AppNotification } from './layout/AppNotification';
import { closeMenuOnPhonesAtStart } from './layout/AppBar';
import { ConsoleUI } from './layout/ConsoleUI';
import { appRoutes, NotFound } from './routes';
import { useShell } from './shell/ShellContext';
import { createHashedStore } from './store';
import { darkTheme, lightTheme } from './theme';
import { useEffect, useState } from 'react';

// Each resource's endpoints and afterSave are read from its declaration, loaded the first time a call needs it.
const dataProvider = withAfterSave(
  createDataProvider(
    createHttpClient({
      fetch: (...args) => fetch(...args),
      token: accessToken,
      refresh,
      language: () => i18nProvider.getLocale(),
      onRetrying: serviceStatus.set,
      withReference: (message, id) => i18nProvider.translate('app.alerts.reference', { message, id }),
    }),
    endpointsOf,
  ),
);
const store = createHashedStore();
closeMenuOnPhonesAtStart(store);
const queryClient = createQueryClient();

const Home = () => <Navigate to="/business" replace />;

/** react-admin sends anyone who must sign in to /login: the shell shows its light login page. */
function LoginRedirect() {
  const { showLogin } = useShell();
  useEffect(() => showLogin(), [showLogin]);
  return null;
}

function Console() {
  return (
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
    >
      <UnsavedChangesGuard>
        <ConsoleUI
          title="app.title"
          disableTelemetry
          requireAuth={false}
          layout={AppLayout}
          loginPage={LoginRedirect}
          dashboard={Home}
          catchAll={NotFound}
          notification={AppNotification}
        >
          {registry.map((r) => (
            <Resource key={r.name} name={r.name} recordRepresentation={r.recordRepresentation} icon={r.icon} />
          ))}
          <CustomRoutes>{appRoutes}</CustomRoutes>
        </ConsoleUI>
      </UnsavedChangesGuard>
    </AdminContext>
  );
}

/**
 * A data router (not <BrowserRouter>): leaving a page with unsaved edits can then be blocked (react-router's
 * useBlocker, components/unsavedChanges.tsx). Made when the console mounts, at the address the shell left it.
 *
 * A new address is drawn at once, not in a transition: react-admin's list setters (a filter, Add filter, the sort,
 * the page) build on the parameters of the list's last render, and one used while the address bar already held a
 * change the screen did not yet show dropped that change (a filter picked, then Add filter, lost the first one).
 */
export default function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <Console /> }]));
  return <RouterProvider router={router} useTransitions={false} />;
}
