/** Catalogue administration (issue 5): scan types, activation cards, products, product adds and product makes. The resources, menu screens and hand-written pages of the area. */
import activationCards from '../activationCards';
import type { Area } from '../area';
import productAdds from '../productAdds';
import productMakes from '../productMakes';
import products from '../products';
import scanTypes from '../scanTypes';

const resources = [scanTypes, activationCards, products, productAdds, productMakes];

/** Every screen is a declared resource under admin/catalogues, in the catalogues group of the menu. */
export const serviceCatalogueArea: Area = {
  messages: 'serviceCatalogue',
  resources,
  screens: resources.map((r) => ({ key: r.name, path: r.path, group: 'catalogues' })),
  pages: {},
};
