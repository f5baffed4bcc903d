/** What scan tools and report templates refer to must exist: makes (400 naming the field), and a record to remove (404). */
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { m } from '../../http/text';

/** Throws 400 naming the first field whose id is not a make. */
export async function requireMakes(db: Db, refs: { field: string; id: number | null | undefined }[]): Promise<void> {
  for (const { field, id } of refs) {
    if (id === null || id === undefined) continue;
    const found = await db.selectFrom('makes').select('id').where('id', '=', id).executeTakeFirst();
    if (!found) throw badRequest(field, m`${id} is not a make`);
  }
}

export async function makeName(db: Db, id: number | null): Promise<string> {
  if (id === null) return '';
  const row = await db.selectFrom('makes').select('make').where('id', '=', id).executeTakeFirst();
  return row?.make ?? `make ${id}`;
}
