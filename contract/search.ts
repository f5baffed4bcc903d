/**
 * The command palette's record search (issue 35): one call that searches the records staff reach most, side by
 * side, each kind's best matches with a line of context, grouped by kind in this order. A query is one to a few
 * words; a record matches when each word is found in one of its searched texts (any case; %, _ and \ as
 * themselves; a word of three letters or digits in a row anywhere, a shorter one where a word starts, after a
 * space); it ranks first when its title starts with the first word, then when every
 * word starts a word of its texts, then by its title and id. A query that is a number (`123`, `#123`) finds the
 * service request with that number.
 */
import { z } from 'zod';
import { endpoint } from './define';
import { r } from './refusal';

/** The kinds of record the palette finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['business', 'partner', 'user', 'device', 'serviceRequest', 'chatChannel'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
const codeOf = (c: string) => `"${c}" (U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`;

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
    /** A chat channel's request. */
    serviceRequestId: z.number().int().nullable().optional(),
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
      "The command palette's search: businesses (name, shop id, phone), partners (businesses heading others: name, shop id, phone), platform users (name, username, email), devices (serial number), service requests (a query that is a number: the request with that number) and chat channels of the built-in provider (name), side by side, each kind's best matches first (the title starting with the first word, then every word at a word's start, then the rest; then by title and id), as { groups } in the order of SEARCH_KINDS, kinds with no match left out",
    query: z.strictObject({
      q: z
        .string()
        .trim()
        .min(1, r('must not be empty'))
        .max(100, r('must be at most 100 characters'))
        .refine((q) => q.split(/\s+/).length <= SEARCH_MAX_WORDS, r`must be at most ${SEARCH_MAX_WORDS} words`)
        .superRefine((q, ctx) => {
          const control = CONTROL.exec(q)?.[0];
          if (control !== undefined) ctx.addIssue({ code: 'custom', message: r`must not contain control characters such as a NUL byte (${codeOf(control)} found)` });
        }),
      /** How many of each kind (5 by default). */
      perKind: z.coerce.number().int().min(1).max(20).default(5),
    }),
    response: z.object({ groups: z.array(searchGroup) }),
  }),
};
