/**
 * Partners (spec §2 /partner routes; the spec gives no partner fields): a
 * partner is a business at the top of a hierarchy, one that other businesses
 * name as their parent or grandparent. Both calls are ours.
 */
import { z } from 'zod';
import { endpoint, queryInt } from './define';
import { r } from './refusal';

export const partnerRow = z.object({
  id: z.number().int(),
  name: z.string(),
  shopId: z.string(),
  status: z.string(),
  childCount: z.number().int(),
  TotalItems: z.number().int(),
});

export interface PartnerNode {
  id: number;
  name: string;
  shopId: string;
  status: string;
  children: PartnerNode[];
}
const node: z.ZodType<PartnerNode> = z
  .lazy(() => z.object({ id: z.number().int(), name: z.string(), shopId: z.string(), status: z.string(), children: z.array(node) }))
  .meta({ id: 'PartnerNode' });

export const partnerContract = {
  partners: endpoint({
    method: 'GET',
    path: 'Business/Partners',
    summary: 'Businesses that others name as parent or grandparent, with how many businesses they head',
    ours: true,
    query: z.strictObject({
      search: z.string().trim().max(200).optional(),
      orderBy: z.enum(['name', 'shopId', 'childCount', 'id']).optional(),
      sortBy: z.enum(['asc', 'desc']).optional(),
      pageSize: queryInt.min(1).max(1000).default(10),
      offset: queryInt.min(0).default(0),
    }),
    response: z.array(partnerRow),
  }),
  tree: endpoint({
    method: 'GET',
    path: 'Business/PartnerTree',
    summary: 'A partner and the tree of businesses under it (children, and their children)',
    ours: true,
    query: z.strictObject({ key: queryInt.min(1, r('key must be a business id')) }),
    response: node,
  }),
};
