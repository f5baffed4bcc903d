/**
 * The console's routes, generated: each declared resource at its spec URL
 * (list, `create` when it saves, `update/{id}` or its detail when its records open), each hand-written page of an area at its
 * screen's URL (loaded when first shown), and every other screen of spec §2 as
 * a "not built yet" page, until a later issue declares it.
 */
import { Suspense } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { AreaMessages } from '../i18n/AreaMessages';
import { resources } from '../resources';
import { opensRecords, paths, type ResourceDescriptor } from '../resources/defineResource';
import { lazyView } from '../resources/lazyView';
import { DeclaredList } from '../resources/views/DeclaredList';
import { pages, screens } from './layout/screens';
import { NotAuthorized } from './pages/NotAuthorized';
import { NotFound } from './pages/NotFound';

/** The declared forms load on the first create or edit: a list needs none of their inputs. */
const DeclaredCreate = lazyView(() => import('../resources/views/DeclaredForm'), 'DeclaredCreate');
const DeclaredEdit = lazyView(() => import('../resources/views/DeclaredForm'), 'DeclaredEdit');

function EditRoute({ descriptor }: { descriptor: ResourceDescriptor }) {
  const { id = '' } = useParams();
  const Edit = descriptor.views?.edit;
  if (!/^\d+$/.test(id)) return <NotFound />;
  return Edit ? <Edit id={id} /> : <DeclaredEdit descriptor={descriptor} id={id} />;
}

function resourceRoutes(d: ResourceDescriptor) {
  const p = paths(d);
  const wrap = (element: React.ReactNode) => (
    <ResourceContextProvider value={d.name}>
      <Suspense fallback={<Loading />}>{d.messages ? <AreaMessages area={d.messages}>{element}</AreaMessages> : element}</Suspense>
    </ResourceContextProvider>
  );
  // A detail page of its own (admin/device-detail/{id?}, spec §2) without an id is the create form too.
  const createPaths = d.detailPath && d.detailPath !== d.path ? [p.create, `/${d.detailPath}`] : [p.create];
  return [
    <Route key={d.path} path={`/${d.path}`} element={wrap(d.views?.list ? <d.views.list /> : <DeclaredList descriptor={d} />)} />,
    ...(d.view === 'table' && d.endpoints.save
      ? createPaths.map((path) => <Route key={path} path={path} element={wrap(d.views?.create ? <d.views.create /> : <DeclaredCreate descriptor={d} />)} />)
      : []),
    ...(opensRecords(d) ? [<Route key={`${d.path}/update`} path={p.edit(':id')} element={wrap(<EditRoute descriptor={d} />)} />] : []),
  ];
}

const declared = resources.filter((r) => !r.embedded);

/** The screens a hand-written page serves: every screen of spec §2 that no declared resource serves (src/layout/screens.test.ts). */
export const pageScreens = screens.filter((s) => !declared.some((r) => r.path === s.path || r.detailPath === s.path));

export const appRoutes = [
  ...declared.flatMap(resourceRoutes),
  ...pageScreens.map((s) => {
    const Page = pages[s.key];
    return (
      <Route
        key={s.path}
        path={`/${s.path}/*`}
        element={
          <Suspense fallback={<Loading />}>
            <Page />
          </Suspense>
        }
      />
    );
  }),
  <Route key="notauthorized" path="/notauthorized" element={<NotAuthorized />} />,
];
