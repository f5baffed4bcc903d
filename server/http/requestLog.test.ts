/** The request log never records a download token: the app's own log, read line by line. */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { businessContract } from '../../contract/business';
import { usersContract } from '../../contract/users';
import { buildApp, defaultAppConfig } from '../app';
import { call, login } from '../test/harness';
import { capturedLog } from '../test/capturedLog';
import { openTestDatabase, type TestDatabase } from '../test/database';
import { redactUrl } from './requestLog';

const { lines, stream: logStream } = capturedLog();
let database: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await openTestDatabase(inject('pgliteSnapshot'));
  app = await buildApp(database.db, { ...defaultAppConfig, LOG_LEVEL: 'info' }, { logStream });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the request log', () => {
  it('records file requests with the download token replaced', async () => {
    const { access_token } = await login(app, 'demo.admin');
    const { token } = (await call(app, usersContract.getDownloadToken, { token: access_token })).json<{ token: string }>();
    const res = await call(app, businessContract.export, { query: { columns: 'name', downloadToken: token } });
    expect(res.statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('/api/Business/Export?columns=name&downloadToken=[redacted]');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(access_token);
  });
});

describe('redactUrl', () => {
  it('replaces the value of every downloadToken parameter, however its name is encoded, and nothing else', () => {
    expect(redactUrl('/api/Business/NoteFile?id=3&downloadToken=abc&x=1')).toBe('/api/Business/NoteFile?id=3&downloadToken=[redacted]&x=1');
    expect(redactUrl('/a?download%54oken=abc&downloadToken=def')).toBe('/a?download%54oken=[redacted]&downloadToken=[redacted]');
    expect(redactUrl('/a?downloadToken')).toBe('/a?downloadToken=[redacted]');
    expect(redactUrl('/a?id=%E0%A4%A&search=downloadToken')).toBe('/a?id=%E0%A4%A&search=downloadToken');
    expect(redactUrl('/a')).toBe('/a');
  });

  it('replaces the token of a shared template, in the console’s link and in the API’s call', () => {
    expect(redactUrl('/dashboard/statistics?share=AAAAAAAAAAAAAAAAAAAAAA')).toBe('/dashboard/statistics?share=[redacted]');
    expect(redactUrl('/api/dashboard/DashboardDataTemplates?%73hare=AAAAAAAAAAAAAAAAAAAAAA&name=x')).toBe('/api/dashboard/DashboardDataTemplates?%73hare=[redacted]&name=x');
  });
});
