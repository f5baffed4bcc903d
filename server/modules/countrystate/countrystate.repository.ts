import { sql } from 'kysely';
import type { Country, StateProvince, StateProvinceOfCountry } from '../../../contract/countrystate';
import type { Db } from '../../db/database';
import { ANY_VERSION, type Author, deleteRecord, type RecordKind, saveRecord } from '../../db/write';
import { conflict, isForeignKeyViolation, notFound } from '../../http/errors';
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

/** A country, as the change history keeps it. */
export const countryKind: RecordKind = {
  area: 'countrystate',
  entity: 'country',
  table: 'countries',
  what: (id) => m`Country ${id}`,
  duplicate: (values) => m`A country named "${values.name}" or abbreviated "${values.abbreviation}" already exists.`,
  snapshot: (trx, id) => trx.selectFrom('countries').select(['name', 'abbreviation']).where('id', '=', id).executeTakeFirst(),
};

/** A state or province, as the change history keeps it; its country is its scope. */
export const stateProvinceKind: RecordKind = {
  area: 'countrystate',
  entity: 'stateProvince',
  table: 'state_provinces',
  what: (id) => m`State or province ${id}`,
  duplicate: (values) => m`This country already has a state or province abbreviated "${values.abbreviation}".`,
  snapshot: (trx, id) => trx.selectFrom('state_provinces').select(['name', 'abbreviation', 'country_id as countryId']).where('id', '=', id).executeTakeFirst(),
  scope: (state) => state.countryId as number,
};

export async function upsertCountry(db: Db, author: Author, c: { id: number; name: string; abbreviation: string; version?: number }): Promise<Country> {
  const values = { name: c.name, abbreviation: c.abbreviation };
  const { id } = await saveRecord(db, countryKind, author, c.id, c.version, { values });
  return db.selectFrom('countries').select(countryColumns).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function upsertState(
  db: Db,
  author: Author,
  s: { id: number; name: string; abbreviation: string; countryId: number; version?: number },
): Promise<StateProvince> {
  const country = await db.selectFrom('countries').select('id').where('id', '=', s.countryId).executeTakeFirst();
  if (!country) throw notFound(m`Country ${s.countryId}`);
  const values = { name: s.name, abbreviation: s.abbreviation, country_id: s.countryId };
  const { id } = await saveRecord(db, stateProvinceKind, author, s.id, s.version, { values });
  return db.selectFrom('state_provinces').select(stateColumns).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Deletes a state or province at `version`, or as it is when the call carries none; one in use is refused (409). */
export async function deleteState(db: Db, author: Author, id: number, version?: number): Promise<{ id: number }> {
  try {
    await deleteRecord(db, stateProvinceKind, author, id, version ?? ANY_VERSION);
    return { id };
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(m`This state or province is in use and cannot be deleted.`);
    throw err;
  }
}
