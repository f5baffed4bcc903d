/** Catalogue administration (issue 5): scan types, activation cards, products, product adds and product makes. The resources, menu screens and hand-written pages of the area. */
import activationCards from '../activationCards/entry';
import type { Area } from '../../src/declare/area';
import productAdds from '../productAdds/entry';
import productMakes from '../productMakes/entry';
import products from '../products/entry';
import { lazyResource } from '../../src/declare/resourceEntry';
import scanTypes from '../scanTypes/entry';

const resources = [
  lazyResource(scanTypes, () => import('../scanTypes')),
  lazyResource(activationCards, () => import('../activationCards')),
  lazyResource(products, () => import('../products')),
  lazyResource(productAdds, () => import('../productAdds')),
  lazyResource(productMakes, () => import('../productMakes')),
];

/** Every screen is a declared resource under admin/catalogues, in the catalogues group of the menu. */
export default {
  name: 'serviceCatalogue',
  messages: 'serviceCatalogue',
  resources,
  screens: resources.map((r, i) => ({ key: r.name, path: r.path, group: 'catalogues' as const, order: 100 + i * 10 })),
  pages: {},
} satisfies Area;
