/**
 * The console's screens: every route of spec §2, in the menu's groups, each declared by its area.
 * A screen served by a declared resource or a page is "built"; the others show
 * an honest "not built yet" page inside the layout. Labels: `menu.items.<key>`.
 */
import type { ComponentType } from 'react';
import { withAreaMessages } from '../../i18n/AreaMessages';
import { areas } from '../../resources/areas';
import { menuGroups, type Screen } from './screen';

export { type MenuGroup, menuGroups, type Screen } from './screen';

/** Every screen, from the areas' manifests (resources/areas/), in the menu's order: by group, then `order`. */
export const screens: Screen[] = areas
  .flatMap((a) => a.screens)
  .sort((a, b) => menuGroups.indexOf(a.group) - menuGroups.indexOf(b.group) || a.order - b.order);

/** The hand-written pages of the areas, by screen key. */
export const pages: Record<string, ComponentType> = Object.assign(
  {},
  ...areas.map(({ messages, pages }) => (messages ? Object.fromEntries(Object.entries(pages).map(([key, Page]) => [key, withAreaMessages(messages, Page)])) : pages)),
);
