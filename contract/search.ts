/**
 * The command palette's record search (issue 35): one call that searches the records staff reach most, side by
 * side, each kind's best matches with a line of context, grouped by kind in this order. A query is one to a few
 * words; a record matches when each word is found in one of its searched texts (a word's start, or its middle), and
 * ranks higher when a word starts its title or a code is matched whole.
 */
import { z } from 'zod';
import { endpoint } from './define';
import { r } from './refusal';

/** The kinds of record the palette finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['business', 'partner', 'user', 'device', 'serviceRequest', 'chatChannel'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The most words a query is searched by (more are refused, by name). */
export const SEARCH_MAX_WORDS = 5;

export const searchHit = z.object({
  /** The record's id (a chat channel's is its URL). */
  id: z.union([z.number().int(), z.string()]),
  /** What the record is called: a shop's or partner's name, a user's full name, a device's serial number, a request's number. */
  title: z.string(),
  /** Its code when it has one: a shop's id, a user's username, a device's model. */
  code: z.string().nullable(),
  /**
   * The line of context, as values the console writes in its language: a shop's city and status, a partner's city,
   * a user's email and role, a device's shop, a request's shop and status, a channel's request.
   */
  context: z.object({
    city: z.string().nullable().optional(),
    /** A business's or partner's status id, a request's status name: the console shows its label. */
    status: z.union([z.number().int(), z.string()]).nullable().optional(),
    email: z.string().nullable().optional(),
    role: z.string().nullable().optional(),
    businessId: z.number().int().nullable().optional(),
    businessName: z.string().nullable().optional(),
    phone: z.string().nullable().optional(),
  }),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchGroup = z.object({
  kind: z.enum(SEARCH_KINDS),
  items: z.array(searchHit),
});
export type SearchGroup = z.infer<typeof searchGroup>;

export const searchContract = {
  records: endpoint({
    method: 'GET',
    path: 'Search/Records',
    ours: true,
    summary:
      "The command palette's search: businesses (name, shop id, phone), partners (name, phone), platform users (name, username, email), devices (serial number), service requests (number) and chat channels (name), side by side, each kind's best matches first (a word that starts the title, then a word's start, then its middle), as { groups } in the order of SEARCH_KINDS, kinds with no match left out",
    query: z.strictObject({
      q: z
        .string()
        .trim()
        .min(1, r('must not be empty'))
        .max(100, r('must be at most 100 characters'))
        .refine((q) => q.split(/\s+/).length <= SEARCH_MAX_WORDS, r`must be at most ${SEARCH_MAX_WORDS} words`),
      /** How many of each kind (5 by default). */
      perKind: z.coerce.number().int().min(1).max(20).default(5),
    }),
    response: z.object({ groups: z.array(searchGroup) }),
  }),
};
