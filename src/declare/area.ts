/**
 * An area of the console declared together (its manifest, `resources/areas/<area>.ts`): its resources, its
 * screens in the menu, and the pages written by hand that serve screens (the spec's or its own), loaded the first
 * time they are shown. `resources/areas/index.ts` finds the manifests; the resources, routes and menu are built
 * from them.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Area as AreaName } from '../../contract/areas';
import type { LazyArea } from '../../i18n/lazyAreas';
import type { Screen } from '../layout/screen';
import type { LazyResource } from './resourceEntry';

export interface Area {
  /** Its name in contract/areas.ts, the word used for it on both sides (and its manifest's file name). */
  name: AreaName;
  /** Its resources' entries, each declaration loaded when first needed (./resourceEntry.ts). */
  resources: LazyResource[];
  /** Its screens (spec §2's and its own), each labelled `menu.items.<key>`, served by its resources or its pages. */
  screens: Screen[];
  /** Hand-written pages by screen key: `lazy(() => import('./Page'))`, served at the screen's path and below it. */
  pages: Record<string, LazyExoticComponent<ComponentType>>;
  /** The lazy message area its pages' labels live in (i18n/lazyAreas.ts), loaded before they show; its resources' entries name theirs. */
  messages?: LazyArea;
}
