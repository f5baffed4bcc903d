import { describe, expect, it, vi } from 'vitest';
import { guard } from './guard';

const staff = { token: 'access-token', roles: ['Admin'] };
const anonymous = { token: null, roles: [] };
const technician = { token: 'access-token', roles: ['Technician'] };

describe('the route guard (spec §2, §6)', () => {
  it('always lets /login through', () => {
    expect(guard('/login', anonymous)).toEqual({ kind: 'pass' });
    expect(guard('/login', staff)).toEqual({ kind: 'pass' });
  });

  it('remembers the requested path and sends a visitor without a token to /login', () => {
    expect(guard('/business/update/12', anonymous)).toEqual({ kind: 'login', remember: '/business/update/12' });
    expect(guard('/admin/makes', anonymous)).toEqual({ kind: 'login', remember: '/admin/makes' });
  });

  it('lets a SuperAdmin or Admin open every path of the table, matched by its first two non-numeric segments', () => {
    for (const path of ['/business', '/business/update/7', '/users/create', '/admin/openinghours/opening-hours', '/admin/rag/auditLog', '/admin/catalogues/countries/update/3']) {
      expect(guard(path, staff)).toEqual({ kind: 'pass' });
      expect(guard(path, { token: 't', roles: ['SuperAdmin'] })).toEqual({ kind: 'pass' });
    }
  });

  it('sends a user whose roles are not allowed, or who has no roles, to /notauthorized', () => {
    expect(guard('/admin/makes', technician)).toEqual({ kind: 'notauthorized' });
    expect(guard('/admin/makes', { token: 't', roles: [] })).toEqual({ kind: 'notauthorized' });
  });

  it("logs 'Page does not exist' for a page outside the table and shows the not-found page, even without a token", () => {
    const log = vi.fn();
    expect(guard('/no/such/page', anonymous, log)).toEqual({ kind: 'notfound' });
    expect(log).toHaveBeenCalledWith('Page does not exist');
    expect(guard('/admin/unknown-screen', staff, log)).toEqual({ kind: 'notfound' });
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('opens /notauthorized to anyone and sends / to home or to login', () => {
    expect(guard('/notauthorized', anonymous)).toEqual({ kind: 'pass' });
    expect(guard('/', staff)).toEqual({ kind: 'home' });
    expect(guard('/', anonymous)).toEqual({ kind: 'login', remember: '/' });
  });
});
