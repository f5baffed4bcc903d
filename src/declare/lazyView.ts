/**
 * A hand-written view loaded the first time it is shown, so the console's first
 * chunk holds the generic views only (the bundle budget: login → first list).
 * Routes and expanded rows show it inside a Suspense boundary.
 */
import { type ComponentType, lazy } from 'react';

type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** `lazyView(() => import('./BusinessEdit'), 'BusinessEdit')`: the module's named component, loaded on first render. */
export function lazyView<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<PropsOf<M[K]>> }));
}
