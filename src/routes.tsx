/**
 * The console's routes, generated: each declared resource at its spec URL
 * (list, `create`, `update/{id}`), and every other screen of spec §2 as a
 * "not built yet" page, until a later issue declares it.
 */
import { ResourceContextProvider } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { resources } from '../resources';
import type { ResourceDescriptor } from '../resources/defineResource';
import { DeclaredCreate, DeclaredEdit } from '../resources/views/DeclaredForm';
import { DeclaredList } from '../resources/views/DeclaredList';
import { screens } from './layout/screens';
import { NotAuthorized } from './pages/NotAuthorized';
import { NotBuiltYet } from './pages/NotBuiltYet';
import { NotFound } from './pages/NotFound';

function EditRoute({ descriptor }: { descriptor: ResourceDescriptor }) {
  const { id = '' } = useParams();
  const Edit = descriptor.views?.edit;
  if (!/^\d+$/.test(id)) return <NotFound />;
  return Edit ? <Edit id={id} /> : <DeclaredEdit descriptor={descriptor} id={id} />;
}

function resourceRoutes(d: ResourceDescriptor) {
  const wrap = (element: React.ReactNode) => <ResourceContextProvider value={d.name}>{element}</ResourceContextProvider>;
  return [
    <Route key={d.path} path={`/${d.path}`} element={wrap(d.views?.list ? <d.views.list /> : <DeclaredList descriptor={d} />)} />,
    ...(d.view === 'table' && d.endpoints.save
      ? [
          <Route key={`${d.path}/create`} path={`/${d.path}/create`} element={wrap(d.views?.create ? <d.views.create /> : <DeclaredCreate descriptor={d} />)} />,
          <Route key={`${d.path}/update`} path={`/${d.path}/update/:id`} element={wrap(<EditRoute descriptor={d} />)} />,
        ]
      : []),
  ];
}

const declared = resources.filter((r) => !r.embedded);

export const appRoutes = [
  ...declared.flatMap(resourceRoutes),
  ...screens
    .filter((s) => !declared.some((r) => r.path === s.path))
    .map((s) => <Route key={s.path} path={`/${s.path}/*`} element={<NotBuiltYet screenKey={s.key} />} />),
  <Route key="notauthorized" path="/notauthorized" element={<NotAuthorized />} />,
];
