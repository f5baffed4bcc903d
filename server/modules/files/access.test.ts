/** Every files-browser call needs a token (401) with a console role (403), writes nothing otherwise, and serves Admin and SuperAdmin alike. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../contract/define';
import { filesContract as c } from '../../../contract/files';
import { call, login, withTestApp } from '../../test/harness';
import { storeState, textBase64 } from './testFiles';

const t = withTestApp();
const tokens = { tech: '', admin: '', superAdmin: '' };
beforeAll(async () => {
  tokens.tech = (await login(t.app, 'demo.tech')).access_token;
  tokens.admin = (await login(t.app, 'demo.admin')).access_token;
  tokens.superAdmin = (await login(t.app, 'admin')).access_token;
});

/** Requests an allowed caller could make: valid queries and bodies. */
const requests = (who: string): [string, Endpoint, { query?: Record<string, string>; body?: unknown }][] => [
  ['list', c.list, { query: { folder: 'images' } }],
  ['fileBase64', c.fileBase64, { query: { file: 'welcome.txt' } }],
  ['thumbsBase64', c.thumbsBase64, { query: { path: 'images/logo.webp' } }],
  ['uploadBase64', c.uploadBase64, { body: { folder: 'access', fileName: `${who}.txt`, contentBase64: textBase64('hello') } }],
];

describe('access to the files browser', () => {
  it('answers 401 without a token and 403 to a user without a console role, writing nothing', async () => {
    const before = await storeState(t.db);
    const lines: string[] = [];
    for (const [name, endpoint, opts] of requests('refused')) {
      const anonymous = await call(t.app, endpoint, opts);
      const technician = await call(t.app, endpoint, { ...opts, token: tokens.tech });
      lines.push(`${name} ${anonymous.statusCode} ${technician.statusCode}`);
    }
    expect(lines).toEqual(['list 401 403', 'fileBase64 401 403', 'thumbsBase64 401 403', 'uploadBase64 401 403']);
    expect(await storeState(t.db)).toBe(before);
    // No thumbnail was made for a refused caller either.
    const logo = await t.db.selectFrom('files').select('thumbnail').where('name', '=', 'logo.webp').executeTakeFirstOrThrow();
    expect(logo.thumbnail).toBeNull();
  });

  it('refuses a token sent in the query string or a cookie instead of the Authorization header', async () => {
    const url = `${c.fileBase64.url}?file=welcome.txt&access_token=${tokens.admin}`;
    expect((await call(t.app, c.fileBase64, { url })).statusCode).toBe(401);
    expect((await call(t.app, c.fileBase64, { query: { file: 'welcome.txt' }, headers: { cookie: `access_token=${tokens.admin}` } })).statusCode).toBe(401);
  });

  it.each(['admin', 'superAdmin'] as const)('serves %s on every call', async (who) => {
    const statuses = [];
    for (const [name, endpoint, opts] of requests(who)) statuses.push(`${name} ${(await call(t.app, endpoint, { ...opts, token: tokens[who] })).statusCode}`);
    expect(statuses).toEqual(['list 200', 'fileBase64 200', 'thumbsBase64 200', 'uploadBase64 200']);
  });
});
