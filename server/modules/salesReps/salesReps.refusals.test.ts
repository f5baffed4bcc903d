/** What the sales rep calls refuse: bad input (400 naming the field), taken emails and usernames (409), unknown reps (404), callers without a console role (401/403). Nothing is written. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { LOOKUP_KEYS as K } from '../../../contract/lookupKeys';
import { type SalesRep, salesRepsContract as c } from '../../../contract/salesReps';
import { call, login, withTestApp } from '../../test/harness';
import { addLookup, GOOD_PASSWORD, snapshot } from '../businessDetails/testFixtures';
import { REP_TABLES, repInput } from './testFixtures';

const t = withTestApp();
let token = '';
let rep: SalesRep;
let status = 0;
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
  rep = (await call(t.app, c.upsertSalesRep, { token, body: repInput() })).json<SalesRep>();
  status = await addLookup(t.db, K.businessStatus);
});

const upsert = (body: unknown) => call(t.app, c.upsertSalesRep, { token, body });
const fieldsOf = (body: string) => (JSON.parse(body) as { errors?: { field: string }[] }).errors?.map((e) => e.field) ?? [];

describe('lookup/UpsertSalesRep with bad input', () => {
  const cases: [string, () => unknown, number, string][] = [
    ['a malformed email', () => repInput({ email: 'not-an-email' }), 400, 'email'],
    ['an empty first name', () => repInput({ firstName: '  ' }), 400, 'firstName'],
    ['an over-long last name', () => repInput({ lastName: 'x'.repeat(101) }), 400, 'lastName'],
    ['a business user field', () => repInput({ isPrimary: true }), 400, 'isPrimary'],
    ['a mass-assigned user id', () => repInput({ userId: 1 }), 400, 'userId'],
    ['a title of another lookup type', () => repInput({ titleId: status }), 400, 'titleId'],
    ['a login without a username', () => repInput({ hasLogin: true, password: GOOD_PASSWORD }), 400, 'username'],
    ['a new login without a password', () => repInput({ hasLogin: true, username: `nopw.${Date.now()}` }), 400, 'password'],
    ['a common password', () => repInput({ hasLogin: true, username: `weak.${Date.now()}`, password: 'password1234' }), 400, 'password'],
    ['a short password', () => repInput({ hasLogin: true, username: `short.${Date.now()}`, password: 'Sh0rt-one' }), 400, 'password'],
    ['an update without its version', () => ({ ...repInput(), id: rep.id }), 400, 'version'],
    ['an email another user has', () => repInput({ email: 'ADMIN@example.com' }), 409, 'email'],
    ['a username another user has', () => repInput({ hasLogin: true, username: 'demo.tech', password: GOOD_PASSWORD }), 409, 'username'],
  ];
  it.each(cases)('refuses %s, naming the field, and writes nothing', async (_name, body, statusCode, field) => {
    const before = await snapshot(t.db, REP_TABLES);
    const res = await upsert(body());
    expect(res.statusCode, res.body).toBe(statusCode);
    expect(fieldsOf(res.body)).toContain(field);
    expect(await snapshot(t.db, REP_TABLES)).toBe(before);
  });

  it('answers 404 to an id that is not a sales rep, on save and on read, writing nothing', async () => {
    const before = await snapshot(t.db, REP_TABLES);
    expect((await upsert({ ...repInput(), id: status, version: 1 })).statusCode).toBe(404);
    expect((await call(t.app, c.getSalesRep, { token, query: { id: String(status) } })).statusCode).toBe(404);
    expect(await snapshot(t.db, REP_TABLES)).toBe(before);
  });

  it('answers 400 to a malformed id or showAll', async () => {
    expect(fieldsOf((await call(t.app, c.getSalesRep, { token, query: { id: 'abc' } })).body)).toContain('id');
    expect((await call(t.app, c.salesReps, { token, query: { showAll: 'maybe' } })).statusCode).toBe(400);
  });
});

describe('access to the sales rep calls', () => {
  const requests = (): [string, Endpoint, { query?: Record<string, string>; body?: unknown }][] => [
    ['SalesReps', c.salesReps, {}],
    ['GetSalesRep', c.getSalesRep, { query: { id: String(rep.id) } }],
    ['UpsertSalesRep', c.upsertSalesRep, { body: repInput() }],
  ];
  it('answers 401 without a token and 403 to a Technician, writing nothing', async () => {
    const tech = (await login(t.app, 'demo.tech')).access_token;
    const before = await snapshot(t.db, REP_TABLES);
    const lines: string[] = [];
    for (const [name, endpoint, opts] of requests()) {
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(requests().map(([name]) => `${name} 401 403`));
    expect(await snapshot(t.db, REP_TABLES)).toBe(before);
  });
});
