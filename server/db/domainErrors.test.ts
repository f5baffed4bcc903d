/**
 * The persistence layer refuses with domain errors (Stale, NotFound, Duplicate, Invalid), which know no HTTP;
 * the error handler answers them as it answered the HttpErrors they replace, byte for byte, in the caller's
 * language, and a batch save turns them into its rows' results as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { countrystateContract } from '../../contract/countrystate';
import { lookupContract } from '../../contract/lookup';
import { badRequest, conflict, HttpError, httpErrorOf, notFound, staleEdit } from '../http/errors';
import { m } from '../http/text';
import { call, login, withTestApp } from '../test/harness';
import { saveEachRow } from './batch';
import { Duplicate, Invalid, isDomainError, NotFound, Refusal, Stale } from './domainErrors';

const STALE = 'was changed by someone else since you opened it. Reload it and apply your change again.';
const STALE_ES = (what: string) => `Otra persona cambió ${what} desde que lo abrió. Recargue y aplique su cambio de nuevo.`;


describe('httpErrorOf', () => {
  const answer = (err: HttpError) => ({ status: err.statusCode, message: err.message, text: err.text, errors: err.errors, code: err.code, headers: err.headers });
  const what = m`Widget ${7}`;

  it('answers each domain error as the HttpError the persistence layer threw before', () => {
    // The HttpErrors as server/http/errors.ts built them before the domain errors.
    const before = {
      stale: new HttpError(409, m`${what} was changed by someone else since you opened it. Reload it and apply your change again.`, undefined, undefined, 'stale'),
      notFound: new HttpError(404, m`${what} was not found.`),
      duplicate: new HttpError(409, m`Taken.`, undefined, undefined, 'duplicate'),
      duplicateField: new HttpError(409, m`Taken.`, [{ field: 'name', text: m`Taken.` }], undefined, 'duplicate'),
      invalid: new HttpError(400, m`${{ field: 'version' }}: ${m`is required`}`, [{ field: 'version', text: m`is required` }]),
    };
    expect(answer(httpErrorOf(new Stale(what)))).toEqual(answer(before.stale));
    expect(answer(httpErrorOf(new NotFound(what)))).toEqual(answer(before.notFound));
    expect(answer(httpErrorOf(new Duplicate(m`Taken.`)))).toEqual(answer(before.duplicate));
    expect(answer(httpErrorOf(new Duplicate(m`Taken.`, 'name')))).toEqual(answer(before.duplicateField));
    expect(answer(httpErrorOf(new Invalid('version', m`is required`)))).toEqual(answer(before.invalid));
    // The HTTP layer's own helpers answer the same through it.
    expect(answer(staleEdit(what))).toEqual(answer(before.stale));
    expect(answer(notFound(what))).toEqual(answer(before.notFound));
    expect(answer(conflict(m`Taken.`, 'name'))).toEqual(answer(before.duplicateField));
    expect(answer(badRequest('version', m`is required`))).toEqual(answer(before.invalid));
  });

  it('tells domain errors from the HTTP layer’s refusals, which are refusals too', () => {
    expect([new Stale(what), new NotFound(what), new Duplicate(m`Taken.`), new Invalid('a', m`b`)].every(isDomainError)).toBe(true);
    expect(isDomainError(staleEdit(what))).toBe(false);
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(staleEdit(what)).toBeInstanceOf(Refusal);
  });
});

describe('saveEachRow', () => {
  it('answers a refused row with its message, a domain error’s as an HttpError’s, in the caller’s language', async () => {
    const fkViolation = Object.assign(new Error('fk'), { code: '23503' });
    const failures: Record<number, unknown> = {
      1: new Stale(m`Make ${1}`),
      2: new NotFound(m`Make ${2}`),
      3: new Duplicate(m`A make named "${'audi'}" already exists.`),
      4: staleEdit(m`Make ${4}`),
      5: fkViolation,
    };
    const rows = [0, 1, 2, 3, 4, 5].map((id) => ({ id }));
    const saveRow = async (row: { id: number }) => {
      if (failures[row.id]) throw failures[row.id];
      return { id: 10, version: 1 };
    };
    const { results } = await saveEachRow(rows, saveRow, { language: 'es' });
    expect(results).toEqual([
      { index: 0, id: 10, success: true, version: 1 },
      { index: 1, id: 1, success: false, message: STALE_ES('la marca 1') },
      { index: 2, id: 2, success: false, message: 'No se encontró la marca 2.' },
      { index: 3, id: 3, success: false, message: 'Ya existe una marca llamada «audi».' },
      { index: 4, id: 4, success: false, message: STALE_ES('la marca 4') },
      { index: 5, id: 5, success: false, message: 'La fila hace referencia a un registro que ya no existe.' },
    ]);
    const english = await saveEachRow(rows.slice(1, 2), saveRow, { language: 'en' });
    expect(english.results).toEqual([{ index: 0, id: 1, success: false, message: `Make 1 ${STALE}` }]);
    const bug = new TypeError('a bug');
    await expect(saveEachRow([{ id: 1 }], () => Promise.reject(bug), { language: 'en' })).rejects.toBe(bug);
  });
});

describe('the answers of the real app', () => {
  const t = withTestApp();
  const es = { 'accept-language': 'es-ES,es;q=0.9' };
  let token = '';
  beforeAll(async () => {
    token = (await login(t.app, 'admin')).access_token;
  });
  const upsert = (body: object, headers?: Record<string, string>) => call(t.app, countrystateContract.upsertCountry, { token, headers, body });
  const countryRow = (id: number) => t.db.selectFrom('countries').selectAll().where('id', '=', id).executeTakeFirst();

  it('answers a stale save 409 stale, byte for byte as before, in English and Spanish, and writes nothing', async () => {
    const created = (await upsert({ id: 0, name: 'Domainland', abbreviation: 'DML' })).json();
    expect((await upsert({ ...created, name: 'Domainland 2' })).statusCode).toBe(200);
    const before = await countryRow(created.id);
    const english = await upsert({ ...created, name: 'Overwritten' });
    expect(english.statusCode).toBe(409);
    expect(english.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(english.body).toBe(JSON.stringify({ message: `Country ${created.id} ${STALE}`, code: 'stale' }));
    const spanish = await upsert({ ...created, name: 'Overwritten' }, es);
    expect(spanish.statusCode).toBe(409);
    expect(spanish.body).toBe(JSON.stringify({ message: STALE_ES(`el país ${created.id}`), code: 'stale' }));
    expect(await countryRow(created.id)).toEqual(before);
  });

  it('answers a missing record 404, a duplicate 409 duplicate and an update without version 400, as before', async () => {
    const missing = await upsert({ id: 999_998, name: 'Nowhere', abbreviation: 'NWH', version: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(JSON.stringify({ message: 'Country 999998 was not found.' }));
    const duplicate = await upsert({ id: 0, name: 'Domainland 2', abbreviation: 'DM2' }, es);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.body).toBe(JSON.stringify({ message: 'Ya existe un país llamado «Domainland 2» o abreviado «DM2».', code: 'duplicate' }));
    const unversioned = await upsert({ id: 1, name: 'Somewhere', abbreviation: 'SWH' });
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.body).toBe(
      JSON.stringify({
        message: 'version: is required to update an existing record',
        errors: [{ field: 'version', message: 'is required to update an existing record' }],
      }),
    );
  });

  it('answers a stale row of a batch save in its result, in Spanish', async () => {
    const saved = (await call(t.app, lookupContract.saveMakes, { token, body: [{ id: 0, make: 'Domainmake' }] })).json().results[0];
    const again = await call(t.app, lookupContract.saveMakes, { token, body: [{ id: saved.id, make: 'Domainmake 2', version: saved.version }] });
    expect(again.json().results[0]).toMatchObject({ success: true });
    const stale = await call(t.app, lookupContract.saveMakes, { token, headers: es, body: [{ id: saved.id, make: 'Domainmake 3', version: saved.version }] });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().results).toEqual([{ index: 0, id: saved.id, success: false, message: STALE_ES(`la marca ${saved.id}`) }]);
  });
});
