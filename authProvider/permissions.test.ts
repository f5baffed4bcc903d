/** The permission table of spec §6: path keys and decisions, shared by the console's guard and the server. */
import { describe, expect, it } from 'vitest';
import { CONSOLE_ROLES, decidePath, hasConsoleRole, permissionKey, permissionTable } from './permissions';

describe('permissionKey', () => {
  it.each([
    ['/business/update/12', '/business/update'],
    ['/admin/openinghours/opening-hours', '/admin/openinghours'],
    ['/users/12/x', '/users/x'],
    ['/business', '/business'],
    ['/business/', '/business'],
    ['/users/create?tab=2', '/users/create'],
    ['/users/update/7#notes', '/users/update'],
    ['/12/34', '/'],
    ['/', '/'],
    ['', '/'],
  ])('%s → %s', (path, key) => {
    expect(permissionKey(path)).toBe(key);
  });

  it('keeps segments that only start with a digit', () => {
    expect(permissionKey('/dashboard/2fa/3')).toBe('/dashboard/2fa');
  });
});

describe('decidePath', () => {
  it('allows Admin and SuperAdmin on the pages of the table, ids included', () => {
    for (const role of CONSOLE_ROLES) {
      expect(decidePath('/business/update/12', [role])).toBe('allowed');
      expect(decidePath('/users', [role])).toBe('allowed');
      expect(decidePath('/admin/openinghours/opening-hours', [role])).toBe('allowed');
    }
  });

  it('denies a user whose roles are not in the table', () => {
    expect(decidePath('/business/update/12', ['Technician'])).toBe('denied');
    expect(decidePath('/users', ['BusinessUser', 'Dispatcher'])).toBe('denied');
  });

  it('denies a user with no roles', () => {
    expect(decidePath('/business', [])).toBe('denied');
  });

  it('allows when any one of several roles is allowed', () => {
    expect(decidePath('/partner/create', ['Technician', 'Admin'])).toBe('allowed');
  });

  it('matches role names exactly', () => {
    expect(decidePath('/business', ['admin'])).toBe('denied');
    expect(decidePath('/business', ['SuperAdmin '])).toBe('denied');
  });

  it('answers unknown for a page that is not in the table, whatever the roles', () => {
    expect(decidePath('/nowhere', ['SuperAdmin'])).toBe('unknown');
    expect(decidePath('/users/12/x', ['SuperAdmin'])).toBe('unknown');
    expect(decidePath('/', [])).toBe('unknown');
  });

  it('keys the table by the same rule it matches with', () => {
    for (const path of Object.keys(permissionTable)) expect(permissionKey(path)).toBe(path);
  });
});

describe('hasConsoleRole', () => {
  it('is true only for SuperAdmin or Admin', () => {
    expect(hasConsoleRole(['SuperAdmin'])).toBe(true);
    expect(hasConsoleRole(['Technician', 'Admin'])).toBe(true);
    expect(hasConsoleRole(['Technician'])).toBe(false);
    expect(hasConsoleRole([])).toBe(false);
  });
});
