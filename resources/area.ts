/**
 * An area of the console declared together: its resources, the screens it adds
 * to the menu, and the pages written by hand that serve screens (the spec's or
 * its own), loaded the first time they are shown. `resources/areas/index.ts`
 * lists the areas; the resources, routes and menu are built from them.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { LazyArea } from '../i18n/lazyAreas';
import type { Screen } from '../src/layout/screens';
import type { LazyResource } from './resourceEntry';

export interface Area {
  /** Its resources' entries, each declaration loaded when first needed (./resourceEntry.ts). */
  resources: LazyResource[];
  /** Screens added to the menu, each labelled `menu.items.<key>` (a declared resource's path is also a screen's). */
  screens: Screen[];
  /** Hand-written pages by screen key: `lazy(() => import('./Page'))`, served at the screen's path and below it. */
  pages: Record<string, LazyExoticComponent<ComponentType>>;
  /** The lazy message area its pages' labels live in (i18n/lazyAreas.ts), loaded before they show; its resources' entries name theirs. */
  messages?: LazyArea;
}
