/**
 * The built-in provider's page tokens: the sort key of a page's last row as base64url JSON, so the next page
 * starts right after it (keyset paging: no OFFSET to walk, and rows added meanwhile neither repeat nor skip).
 * Opaque to the console; a token that is not one of ours is refused with 400 naming `token`.
 */
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';

export function decodePageToken<T>(token: string, key: z.ZodType<T>): T {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const found = key.safeParse(parsed);
  if (!found.success) throw badRequest('token', m`must be a page token from a previous answer`);
  return found.data;
}

/** A page of `rows` (fetched with one row more than `pageSize`), with the token of the next when there is one. */
export function keysetPage<R>(rows: R[], pageSize: number, keyOf: (row: R) => readonly (string | number)[]): { rows: R[]; next: string | null } {
  if (rows.length <= pageSize) return { rows, next: null };
  const page = rows.slice(0, pageSize);
  return { rows: page, next: Buffer.from(JSON.stringify(keyOf(page[page.length - 1]))).toString('base64url') };
}
