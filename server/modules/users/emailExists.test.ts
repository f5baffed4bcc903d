/** user/EmailExists: whether another live user, platform or business, has the email (case-insensitive). */
import { beforeAll, describe, expect, it } from 'vitest';
import { businessContract as c } from '../../../contract/business';
import { usersContract } from '../../../contract/users';
import { call, login, withTestApp } from '../../test/harness';
import { createBusiness, userRow } from '../businessDetails/testFixtures';

const t = withTestApp();
let token = '';
beforeAll(async () => {
  token = (await login(t.app, 'demo.admin')).access_token;
});

const exists = async (userID: number | string, email: string) => {
  const res = await call(t.app, usersContract.emailExists, { token, query: { userID: String(userID), email } });
  expect(res.statusCode).toBe(200);
  return res.json<{ exists: boolean }>().exists;
};

describe('user/EmailExists', () => {
  it('finds a platform user’s email in any case, except for that user', async () => {
    const admin = await t.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(await exists(0, 'ADMIN@example.com')).toBe(true);
    expect(await exists(0, '  admin@example.com ')).toBe(true);
    expect(await exists(admin.id, 'admin@example.com')).toBe(false);
    expect(await exists(0, 'nobody@example.com')).toBe(false);
  });

  it('finds a business user’s email, and forgets it once the user is deleted', async () => {
    const biz = await createBusiness(t.db);
    const row = userRow();
    const saved = await call(t.app, c.modifyUsers, { token, body: { businessId: biz, users: [row] } });
    const [{ id }] = saved.json<{ results: { id: number }[] }>().results;
    expect(await exists(0, row.email)).toBe(true);
    expect(await exists(id, row.email)).toBe(false);
    await call(t.app, c.modifyUsers, { token, body: { businessId: biz, users: [{ ...row, id, version: 1, isDeleted: true }] } });
    expect(await exists(0, row.email)).toBe(false);
  });

  it('answers 400 naming userID or email when they are missing or malformed', async () => {
    for (const [query, field] of [
      [{ email: 'a@b.c' }, 'userID'],
      [{ userID: '-1', email: 'a@b.c' }, 'userID'],
      [{ userID: 'x', email: 'a@b.c' }, 'userID'],
      [{ userID: '0' }, 'email'],
      [{ userID: '0', email: 'a'.repeat(255) }, 'email'],
    ] as const) {
      const res = await call(t.app, usersContract.emailExists, { token, query });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });
});
