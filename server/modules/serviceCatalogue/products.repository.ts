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
import { Invalid, NotFound } from '../../db/domainErrors';
import { type Author, type RecordKind, saveRecord } from '../../db/write';
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

/** A product or a product add: an item of its lookup key, as the change history keeps it (a product with its disclaimer). */
function itemKind(entity: string, key: string, what: Text): RecordKind {
  return {
    area: 'serviceCatalogue',
    entity,
    table: 'lookups',
    what: (id) => m`${what} ${id}`,
    duplicate: (values) => m`${what} "${String(values.text)}" already exists.`,
    snapshot: (trx, id) =>
      trx
        .selectFrom('lookups')
        .select(key === LOOKUP_KEYS.product ? ['text as name', 'is_active as isActive', 'value as disclaimer'] : ['text as name', 'is_active as isActive'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export const productKind = itemKind('product', LOOKUP_KEYS.product, m`Product`);
export const productAddKind = itemKind('productAdd', LOOKUP_KEYS.productAdd, m`Product add`);

async function saveItem(db: Db, author: Author, kind: RecordKind, key: string, input: ProductInput) {
  const values = { text: input.name, is_active: input.isActive, ...(key === LOOKUP_KEYS.product ? { value: input.disclaimer || null } : {}) };
  if (input.id !== 0) {
    // An item of another key is not this kind's to edit: not found (after a missing version, as ever).
    const ours = await db.selectFrom('lookups').select('id').where('id', '=', input.id).where('key', '=', key).executeTakeFirst();
    if (!ours) throw input.version === undefined ? new Invalid('version', m`is required to update an existing record`) : new NotFound(kind.what(input.id));
  }
  const { id } = await saveRecord(db, kind, author, input.id, input.version, { values: input.id === 0 ? { key, ...values } : values });
  return db.selectFrom('lookups').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function upsertProduct(db: Db, author: Author, input: ProductInput): Promise<Product> {
  return withDisclaimer(await saveItem(db, author, productKind, LOOKUP_KEYS.product, input));
}

export async function upsertProductAdd(db: Db, author: Author, input: Omit<ProductInput, 'disclaimer'>): Promise<ProductAdd> {
  return withoutDisclaimer(await saveItem(db, author, productAddKind, LOOKUP_KEYS.productAdd, input));
}
