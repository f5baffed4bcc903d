import { beforeEach, describe, expect, it } from 'vitest';
import { storage, storageKey } from './storage';

describe('storage keys hashed per environment and prefix (spec §9)', () => {
  beforeEach(() => localStorage.clear());

  it('never writes a plain name as a key, and the same name hashes differently per environment and prefix', () => {
    for (const name of ['token', 'refreshToken', 'profile', 'roles', 'locale', 'postLoginTarget', 'configuration']) {
      storage.set(name, 'x');
      expect(storageKey(name)).not.toContain(name);
      expect(storageKey(name, 'production|prod')).not.toBe(storageKey(name, 'development|local'));
      expect(storageKey(name, 'development|local', 'other')).not.toBe(storageKey(name, 'development|local'));
    }
    expect(Object.keys(localStorage).some((k) => /token|profile|roles|locale/i.test(k))).toBe(false);
    expect(storage.get('token')).toBe('x');
  });

  it("clearAll removes every item the console stored and nothing of anyone else's", () => {
    storage.set('token', 't');
    storage.set('preferences', { a: 1 });
    localStorage.setItem('another-app', 'keep');
    storage.clearAll();
    expect(Object.keys(localStorage)).toEqual(['another-app']);
    expect(storage.get('token')).toBeNull();
  });
});
