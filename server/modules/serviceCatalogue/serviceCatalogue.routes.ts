import { serviceCatalogueContract as c } from '../../../contract/serviceCatalogue';
import type { RouteDef } from '../../http/route';
import { route } from '../../http/route';
import { listActivationCards, upsertActivationCard } from './activationCards.repository';
import { listProductMakes, upsertProductMake } from './productMakes.repository';
import { listProductAdds, listProducts, upsertProduct, upsertProductAdd } from './products.repository';
import { listScanTypes, upsertScanType } from './scanTypes.repository';

/** Catalogue administration (issue 5): scan types, activation cards, products, product adds and product makes. */
export const serviceCatalogueRoutes: RouteDef[] = [
  route(c.getScanTypes, async ({ query, db, language }) => listScanTypes(db, query.showAll ?? false, language)),
  route(c.upsertScanType, async ({ body, db, language, user }) => upsertScanType(db, { userId: user.id }, body, language)),
  route(c.getActivationCards, async ({ query, db }) => listActivationCards(db, query.showAll ?? false)),
  route(c.upsertActivationCard, async ({ body, db, user }) => upsertActivationCard(db, { userId: user.id }, body)),
  route(c.products, async ({ query, db }) => listProducts(db, query.showAll ?? false, query.withAdds ?? false)),
  route(c.productAdds, async ({ query, db }) => listProductAdds(db, query.showAll ?? false)),
  route(c.productMakes, async ({ query, db }) => listProductMakes(db, query.productId, query.showAll ?? false)),
  route(c.upsertProduct, async ({ body, db, user }) => upsertProduct(db, { userId: user.id }, body)),
  route(c.upsertProductAdd, async ({ body, db, user }) => upsertProductAdd(db, { userId: user.id }, body)),
  route(c.upsertProductMake, async ({ body, db, user }) => upsertProductMake(db, { userId: user.id }, body)),
];
