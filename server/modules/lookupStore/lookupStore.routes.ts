import { sql } from 'kysely';
import { lookupStoreContract as c } from '../../../contract/lookupStore';
import type { RouteDef } from '../../http/route';
import { route } from '../../http/route';
import { KINDS } from '../translations/kinds';
import { fillFromMemory } from '../translations/translations.repository';
import { itemsByKeys, listGroups, lookupValues } from './lookupStore.repository';

/** Catalogue administration (issue 5): the generic lookup store by group and keys, and a key's values (configuration). */
export const lookupStoreRoutes: RouteDef[] = [
  route(c.byGroup, async ({ query, db }) => listGroups(db, query.group)),
  route(c.byKeys, async ({ body, db }) => itemsByKeys(db, body.keys, body.showAll ?? false)),
  route(c.getLookupValues, async ({ query, db }) => lookupValues(db, query.key)),
  // The key's items only.
  route(c.fillTranslations, async ({ body, db, user }) => fillFromMemory(db, KINDS.lookupItem, body.code, user.id, sql`i.key = ${body.key}`)),
];
