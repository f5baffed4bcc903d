/**
 * The console's routes, generated: each registered resource at its spec URL (src/declare/registry.ts)
 * (list, `create` when it saves, `update/{id}` or its detail when its records open), each hand-written page of an area at its
 * screen's URL (loaded when first shown), and every other screen of spec §2 as
 * a "not built yet" page, until a later issue declares it.
 */
import { type ReactNode, Suspense, use } from 'react';
import { Loading, ResourceContextProvider } from 'react-admin';
import { Route, useParams } from 'react-router-dom';
import { AreaMessages } from '../i18n/AreaMessages';
import { paths } from './declare/defineResource';
import { lazyView } from './declare/lazyView';
import { registry } from './declare/registry';
import type { LazyResource } from './declare/resourceEntry';
import { DeclaredList } from './declare/views/DeclaredList';
import { pages, screens } from './layout/screens';

/** Shown at a wrong address only, and loaded then: the first list's JavaScript holds neither (bench/bundle.ts). */
const LazyNotFound = lazyView(() => import('./pages/NotFound'), 'NotFound');
const NotAuthorized = lazyView(() => import('./pages/NotAuthorized'), 'NotAuthorized');

/** The not-found page, where no Suspense is around it (react-admin's catch-all, the bare layout). */
export function NotFound() {
  return (
    <Suspense fallback={null}>
      <LazyNotFound />
    </Suspense>
  );
}

/** The declared forms load on the first create or edit: a list needs none of their inputs. */
const DeclaredCreate = lazyView(() => import('./declare/views/DeclaredForm'), 'DeclaredCreate');
const DeclaredEdit = lazyView(() => import('./declare/views/DeclaredForm'), 'DeclaredEdit');

/*
 * A resource's pages, each shown once its declaration is loaded (the route's Suspense shows Loading until then,
 * as for any lazy view): the declared list and forms, or the views its declaration writes by hand.
 */
function ListPage({ entry }: { entry: LazyResource }) {
  const d = entry.loaded() ?? use(entry.load());
  return d.views?.list ? <d.views.list /> : <DeclaredList descriptor={d} />;
}

function CreatePage({ entry }: { entry: LazyResource }) {
  const d = entry.loaded() ?? use(entry.load());
  return d.views?.create ? <d.views.create /> : <DeclaredCreate descriptor={d} />;
}

function EditPage({ entry }: { entry: LazyResource }) {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFound />;
  const d = entry.loaded() ?? use(entry.load());
  const Edit = d.views?.edit;
  return Edit ? <Edit id={id} descriptor={d} /> : <DeclaredEdit descriptor={d} id={id} />;
}

/** A resource's page in its resource context, with its messages; its declaration starts loading alongside them. */
function ResourcePage({ entry, children }: { entry: LazyResource; children: ReactNode }) {
  if (!entry.loaded()) entry.load().catch(() => undefined); // a failure shows where the page reads it
  return (
    <ResourceContextProvider value={entry.name}>
      <Suspense fallback={<Loading />}>{entry.messages ? <AreaMessages area={entry.messages}>{children}</AreaMessages> : children}</Suspense>
    </ResourceContextProvider>
  );
}

function resourceRoutes(r: LazyResource) {
  const p = paths(r);
  const page = (element: ReactNode) => <ResourcePage entry={r}>{element}</ResourcePage>;
  // A detail page of its own (admin/device-detail/{id?}, spec §2) without an id is the create form too.
  const createPaths = r.detailPath && r.detailPath !== r.path ? [p.create, `/${r.detailPath}`] : [p.create];
  return [
    <Route key={r.path} path={`/${r.path}`} element={page(<ListPage entry={r} />)} />,
    ...(r.pages.includes('create') ? createPaths.map((path) => <Route key={path} path={path} element={page(<CreatePage entry={r} />)} />) : []),
    ...(r.pages.includes('edit') ? [<Route key={`${r.path}/update`} path={p.edit(':id')} element={page(<EditPage entry={r} />)} />] : []),
  ];
}

const declared = registry.filter((r) => !r.embedded);

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
  <Route
    key="notauthorized"
    path="/notauthorized"
    element={
      <Suspense fallback={null}>
        <NotAuthorized />
      </Suspense>
    }
  />,
];
