/**
 * Products and product adds (lookup/Products, lookup/ProductAdds, Business/UpsertProduct,
 * Business/UpsertProductAdd): items of the lookup keys product and product.add, so the ids businesses refer
 * to stay theirs. A product's disclaimer is its item's value; a save changes the name, disclaimer and
 * activity and leaves the item's other fields as they are.
 */
import { sql } from 'kysely';
import { LOOKUP_KEYS } from '../../../contract/lookupKeys';
import type { Product, ProductAdd, ProductInput } from '../../../contract/serviceCatalogue';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { m, type Text } from '../../http/text';

const columns = ['id', 'text as name', 'is_active as isActive', sql<boolean>`key = ${LOOKUP_KEYS.productAdd}`.as('isAdd'), 'value as disclaimer', 'version'] as const;

/** hasDisclaimer is computed from the disclaimer, never stored. */
const withDisclaimer = (row: Omit<Product, 'hasDisclaimer'>): Product => ({ ...row, hasDisclaimer: (row.disclaimer ?? '').trim() !== '' });
const withoutDisclaimer = ({ disclaimer: _, ...row }: Omit<Product, 'hasDisclaimer'>): ProductAdd => row;

function listItems(db: Db, keys: string[], showAll: boolean) {
  let q = db.selectFrom('lookups').select(columns).where('key', 'in', keys).orderBy('text').orderBy('id');
  if (!showAll) q = q.where('is_active', '=', true);
  return q.execute();
}

export async function listProducts(db: Db, showAll: boolean, withAdds: boolean): Promise<Product[]> {
  const keys = withAdds ? [LOOKUP_KEYS.product, LOOKUP_KEYS.productAdd] : [LOOKUP_KEYS.product];
  return (await listItems(db, keys, showAll)).map(withDisclaimer);
}

export async function listProductAdds(db: Db, showAll: boolean): Promise<ProductAdd[]> {
  return (await listItems(db, [LOOKUP_KEYS.productAdd], showAll)).map(withoutDisclaimer);
}

function saveItem(db: Db, key: string, what: Text, input: ProductInput) {
  const values = { text: input.name, is_active: input.isActive, ...(key === LOOKUP_KEYS.product ? { value: input.disclaimer || null } : {}) };
  const scoped = db.selectFrom('lookups').select('id').where('id', '=', input.id).where('key', '=', key);
  return saveVersioned({
    what: m`${what} ${input.id}`,
    id: input.id,
    version: input.version,
    duplicate: m`${what} "${input.name}" already exists.`,
    insert: () => db.insertInto('lookups').values({ key, ...values }).returning(columns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('lookups')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', input.id)
        .where('key', '=', key)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst(),
    exists: async () => !!(await scoped.executeTakeFirst()),
  });
}

export async function upsertProduct(db: Db, input: ProductInput): Promise<Product> {
  return withDisclaimer(await saveItem(db, LOOKUP_KEYS.product, m`Product`, input));
}

export async function upsertProductAdd(db: Db, input: Omit<ProductInput, 'disclaimer'>): Promise<ProductAdd> {
  return withoutDisclaimer(await saveItem(db, LOOKUP_KEYS.productAdd, m`Product add`, input));
}
