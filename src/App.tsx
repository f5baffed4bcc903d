/** The console: react-admin wired to the declared resources, the generated routes and the providers. Wiring only. */
import { AdminContext, CustomRoutes, Resource, withLifecycleCallbacks } from 'react-admin';
import { BrowserRouter, Navigate } from 'react-router-dom';
import { authProvider } from '../authProvider/authProvider';
import { refresh, accessToken } from '../authProvider/session';
import { createDataProvider } from '../dataProvider/adapter';
import { createHttpClient } from '../dataProvider/http';
import { serviceStatus } from '../dataProvider/serviceStatus';
import { i18nProvider } from '../i18n/i18nProvider';
import { endpointTable, lifecycleCallbacks, resources } from '../resources';
import { AppLayout } from './layout/AppLayout';
import { createQueryClient } from './components/inputs/useLookupChoices';
import { AppNotification } from './layout/AppNotification';
import { ConsoleUI } from './layout/ConsoleUI';
import { NotFound } from './pages/NotFound';
import { appRoutes } from './routes';
import { useShell } from './shell/ShellContext';
import { createHashedStore } from './store';
import { darkTheme, lightTheme } from './theme';
import { useEffect } from 'react';

const dataProvider = withLifecycleCallbacks(
  createDataProvider(createHttpClient({ fetch: (...args) => fetch(...args), token: accessToken, refresh, language: () => i18nProvider.getLocale(), onRetrying: serviceStatus.set }), endpointTable),
  lifecycleCallbacks,
);
const store = createHashedStore();
const queryClient = createQueryClient();

const Home = () => <Navigate to="/business" replace />;

/** react-admin sends anyone who must sign in to /login: the shell shows its light login page. */
function LoginRedirect() {
  const { showLogin } = useShell();
  useEffect(() => showLogin(), [showLogin]);
  return null;
}

export default function App() {
  return (
    <BrowserRouter>
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={lightTheme}
      darkTheme={darkTheme}
    >
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
        {resources.map((r) => (
          <Resource key={r.name} name={r.name} recordRepresentation={r.recordRepresentation} icon={r.icon} />
        ))}
        <CustomRoutes>{appRoutes}</CustomRoutes>
      </ConsoleUI>
    </AdminContext>
    </BrowserRouter>
  );
}
