/** User/ResetPassword: the password policy, the lockout reset, revocation, and who may reset whom. */
import { beforeAll, describe, expect, it } from 'vitest';
import { usersContract } from '../../../contract/users';
import { call, createUser, login, tokenRequest, withTestApp } from '../../test/harness';

const t = withTestApp();
let admin = '';
let superAdmin = '';
beforeAll(async () => {
  admin = (await login(t.app, 'demo.admin')).access_token;
  superAdmin = (await login(t.app, 'admin')).access_token;
});

const reset = (body: unknown, token = admin) => call(t.app, usersContract.resetPassword, { token, body });
const row = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const STRONG = 'Orchard-Lantern-Velvet-93';

describe('User/ResetPassword', () => {
  it('sets the password, clears the lockout when asked, and ends the sessions', async () => {
    const id = await createUser(t.db, { username: 'reset.me', password: 'Initial-Secret-Phrase-1', roles: ['Dispatcher'] });
    const session = await login(t.app, 'reset.me', 'Initial-Secret-Phrase-1');
    await t.db.updateTable('users').set({ is_locked_out: true, failed_logins: 5 }).where('id', '=', id).execute();
    const res = await reset({ id, password: STRONG, resetLockout: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, version: (await row(id)).version });
    expect(await row(id)).toMatchObject({ is_locked_out: false, failed_logins: 0 });
    expect((await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: session.refresh_token })).statusCode).toBe(401);
    expect((await login(t.app, 'reset.me', STRONG)).access_token).toBeTruthy();
  });

  it('keeps the lockout when resetLockout is false', async () => {
    const id = await createUser(t.db, { username: 'still.locked', password: 'Initial-Secret-Phrase-2', roles: ['Dispatcher'] });
    await t.db.updateTable('users').set({ is_locked_out: true }).where('id', '=', id).execute();
    expect((await reset({ id, password: STRONG, resetLockout: false })).statusCode).toBe(200);
    expect((await row(id)).is_locked_out).toBe(true);
  });

  it("refuses an empty password with 'Password must be provided.' naming password", async () => {
    const before = await row(1);
    for (const password of ['', '   ']) {
      const res = await reset({ id: 1, password, resetLockout: true }, superAdmin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Password must be provided.', errors: [{ field: 'password', message: 'Password must be provided.' }] });
    }
    expect(await row(1)).toEqual(before);
  });

  it.each([
    ['short', 'Sh0rt-pass', /at least 12/],
    ['too long', 'x'.repeat(129), /at most 128/],
    ['common', 'password1234', /common/],
    ['common in another case', 'QwertyUiop123', /common/],
    ['common with swaps', 'P@ssw0rd1234', /common/],
    ['made of the username', 'reset.target-2025!', /username/],
  ])('refuses a %s password, naming password, and changes nothing', async (_name, password, message) => {
    const id = (await t.db.selectFrom('users').select('id').where('username', '=', 'reset.target').executeTakeFirst())?.id ??
      (await createUser(t.db, { username: 'reset.target', password: 'Initial-Secret-Phrase-3', roles: ['Dispatcher'] }));
    const before = await row(id);
    const res = await reset({ id, password, resetLockout: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect(res.json<{ errors: { field: string }[] }>().errors.map((e) => e.field)).toEqual(['password']);
    expect(await row(id)).toEqual(before);
  });

  it('accepts a long non-Latin password whole: two that differ only at the end are different', async () => {
    const id = await createUser(t.db, { username: 'kanji.user', password: 'Initial-Secret-Phrase-4', roles: ['Dispatcher'] });
    const long = '漢'.repeat(63);
    expect((await reset({ id, password: `${long}一`, resetLockout: true })).statusCode).toBe(200);
    expect((await tokenRequest(t.app, { grant_type: 'password', username: 'kanji.user', password: `${long}二` })).statusCode).toBe(400);
    expect((await login(t.app, 'kanji.user', `${long}一`)).access_token).toBeTruthy();
  });

  it('answers 404 for an unknown id, 400 for bad input, and 403 when an Admin resets a SuperAdmin', async () => {
    expect((await reset({ id: 999_999, password: STRONG, resetLockout: true })).statusCode).toBe(404);
    expect((await reset({ id: 1, password: STRONG })).json().message).toContain('resetLockout');
    expect((await reset({ id: 1, password: STRONG, resetLockout: true, isAdmin: true })).json().message).toContain('isAdmin');
    const before = await row(1);
    expect((await reset({ id: 1, password: STRONG, resetLockout: true })).statusCode).toBe(403);
    expect(await row(1)).toEqual(before);
  });
});
