import { sql } from 'kysely';
import type { Country, StateProvince, StateProvinceOfCountry } from '../../../contract/countrystate';
import type { Db } from '../../db/database';
import { saveVersioned } from '../../db/versioned';
import { conflict, isForeignKeyViolation, notFound, staleEdit } from '../../http/errors';
import { m } from '../../http/text';

const countryColumns = ['id', 'name', 'abbreviation', 'version'] as const;
const stateColumns = ['id', 'name', 'abbreviation', 'country_id as countryId', 'version'] as const;

export const listCountries = (db: Db): Promise<Country[]> => db.selectFrom('countries').select(countryColumns).orderBy(sql`lower(name)`).execute();

export const listStates = (db: Db, countryId: number): Promise<StateProvince[]> =>
  db.selectFrom('state_provinces').select(stateColumns).where('country_id', '=', countryId).orderBy(sql`lower(name)`).execute();

/** Every state, or one country's (its abbreviation), by country then name, each with its country's abbreviation. */
export function listStatesOfCountries(db: Db, country?: string): Promise<StateProvinceOfCountry[]> {
  let q = db
    .selectFrom('state_provinces as s')
    .innerJoin('countries as c', 'c.id', 's.country_id')
    .select(['s.id', 's.name', 's.abbreviation', 's.country_id as countryId', 's.version', 'c.abbreviation as country']);
  if (country) q = q.where('c.abbreviation', '=', country);
  return q.orderBy(sql`lower(c.name)`).orderBy(sql`lower(s.name)`).execute();
}

export function upsertCountry(db: Db, c: { id: number; name: string; abbreviation: string; version?: number }): Promise<Country> {
  const values = { name: c.name, abbreviation: c.abbreviation };
  return saveVersioned({
    what: m`Country ${c.id}`,
    id: c.id,
    version: c.version,
    duplicate: m`A country named "${c.name}" or abbreviated "${c.abbreviation}" already exists.`,
    insert: () => db.insertInto('countries').values(values).returning(countryColumns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('countries')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', c.id)
        .where('version', '=', version)
        .returning(countryColumns)
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('countries').select('id').where('id', '=', c.id).executeTakeFirst()),
  });
}

export async function upsertState(
  db: Db,
  s: { id: number; name: string; abbreviation: string; countryId: number; version?: number },
): Promise<StateProvince> {
  const country = await db.selectFrom('countries').select('id').where('id', '=', s.countryId).executeTakeFirst();
  if (!country) throw notFound(m`Country ${s.countryId}`);
  const values = { name: s.name, abbreviation: s.abbreviation, country_id: s.countryId };
  return saveVersioned({
    what: m`State or province ${s.id}`,
    id: s.id,
    version: s.version,
    duplicate: m`This country already has a state or province abbreviated "${s.abbreviation}".`,
    insert: () => db.insertInto('state_provinces').values(values).returning(stateColumns).executeTakeFirstOrThrow(),
    update: (version) =>
      db
        .updateTable('state_provinces')
        .set({ ...values, version: sql`version + 1` })
        .where('id', '=', s.id)
        .where('version', '=', version)
        .returning(stateColumns)
        .executeTakeFirst(),
    exists: async () => !!(await db.selectFrom('state_provinces').select('id').where('id', '=', s.id).executeTakeFirst()),
  });
}

export async function deleteState(db: Db, id: number, version?: number): Promise<{ id: number }> {
  try {
    let q = db.deleteFrom('state_provinces').where('id', '=', id);
    if (version !== undefined) q = q.where('version', '=', version);
    const deleted = await q.returning('id').executeTakeFirst();
    if (deleted) return deleted;
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(m`This state or province is in use and cannot be deleted.`);
    throw err;
  }
  const exists = await db.selectFrom('state_provinces').select('id').where('id', '=', id).executeTakeFirst();
  throw exists ? staleEdit(m`State or province ${id}`) : notFound(m`State or province ${id}`);
}
