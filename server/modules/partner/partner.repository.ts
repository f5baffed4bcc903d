import { sql } from 'kysely';
import type { PartnerNode } from '../../../contract/partner';
import type { Db } from '../../db/database';
import { containsPattern } from '../../db/listing';
import { notFound } from '../../http/errors';
import { type Language, m } from '../../http/text';
import { lookupTextSql } from '../lookup/lookupTexts';

/** A business's status in the caller's language (issue 31). */
const statusIn = (language: Language) => lookupTextSql(sql`s.id`, sql`s.text`, language).as('status');

/** Businesses named as a parent or grandparent by another business, with how many they head. */
export async function listPartners(
  db: Db,
  q: { search?: string; orderBy?: 'name' | 'shopId' | 'childCount' | 'id'; sortBy?: 'asc' | 'desc'; pageSize: number; offset: number },
  language: Language = 'en',
) {
  const heads = db
    .selectFrom('businesses as child')
    .select(['child.parent_id as head_id'])
    .where('child.parent_id', 'is not', null)
    .union(db.selectFrom('businesses as child').select(['child.grandparent_id as head_id']).where('child.grandparent_id', 'is not', null));
  const order = { name: sql`lower(b.name)`, shopId: sql`lower(b.shop_id)`, childCount: sql`child_count`, id: sql`b.id` }[q.orderBy ?? 'name'];
  const direction = q.sortBy === 'desc' ? sql`desc` : sql`asc`;
  let query = db
    .selectFrom('businesses as b')
    .innerJoin('lookups as s', 's.id', 'b.status_id')
    .select([
      'b.id',
      'b.name',
      'b.shop_id as shopId',
      statusIn(language),
      sql<number>`(select count(*)::int from businesses c where c.parent_id = b.id or c.grandparent_id = b.id)`.as('child_count'),
      sql<number>`count(*) over ()::int`.as('TotalItems'),
    ])
    .where('b.id', 'in', heads);
  if (q.search) {
    const pattern = containsPattern(q.search);
    query = query.where(sql<boolean>`exists (select 1 from business_search s where s.business_id = b.id and s.text like ${pattern})`);
  }
  const rows = await query.orderBy(sql`${order} ${direction}`).orderBy('b.id').limit(q.pageSize).offset(q.offset).execute();
  return rows.map(({ child_count, ...r }) => ({ ...r, childCount: child_count }));
}

/** A partner and every business under it, as a tree (a business's children are those naming it as parent). */
export async function partnerTree(db: Db, id: number, language: Language = 'en'): Promise<PartnerNode> {
  const rows = await db
    .selectFrom('businesses as b')
    .innerJoin('lookups as s', 's.id', 'b.status_id')
    .select(['b.id', 'b.name', 'b.shop_id as shopId', statusIn(language), 'b.parent_id as parentId'])
    .where((eb) => eb.or([eb('b.id', '=', id), eb('b.parent_id', '=', id), eb('b.grandparent_id', '=', id)]))
    .orderBy(sql`lower(b.name)`)
    .execute();
  const root = rows.find((r) => r.id === id);
  if (!root) throw notFound(m`Business ${id}`);
  const build = (parent: number): PartnerNode[] =>
    rows.filter((r) => r.parentId === parent && r.id !== id).map((r) => ({ id: r.id, name: r.name, shopId: r.shopId, status: r.status, children: build(r.id) }));
  return { id: root.id, name: root.name, shopId: root.shopId, status: root.status, children: build(id) };
}
