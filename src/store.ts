/**
 * react-admin's store (preferences, hidden columns, locale) kept under the
 * hashed storage keys: the locale under its own key, the rest in one
 * 'preferences' item. Logout's clearAll removes both.
 */
import type { Store } from 'react-admin';
import { storage } from '../authProvider/storage';

type Listener = (value: unknown) => void;

export function createHashedStore(): Store {
  const listeners = new Map<string, Set<Listener>>();
  const read = (): Record<string, unknown> => storage.get<Record<string, unknown>>('preferences') ?? {};
  const emit = (key: string, value: unknown) => {
    for (const l of listeners.get(key) ?? []) l(value);
  };
  const store: Store = {
    setup: () => undefined,
    teardown: () => undefined,
    getItem<T>(key: string, defaultValue?: T): T {
      const value = key === 'locale' ? storage.get<T>('locale') : (read()[key] as T | undefined);
      return (value ?? defaultValue) as T;
    },
    setItem<T>(key: string, value: T): void {
      if (key === 'locale') storage.set('locale', value);
      else storage.set('preferences', { ...read(), [key]: value });
      emit(key, value);
    },
    removeItem(key: string): void {
      if (key === 'locale') storage.remove('locale');
      else {
        const { [key]: _removed, ...rest } = read();
        storage.set('preferences', rest);
      }
      emit(key, undefined);
    },
    removeItems(prefix: string): void {
      const all = read();
      const kept = Object.fromEntries(Object.entries(all).filter(([k]) => !k.startsWith(prefix)));
      storage.set('preferences', kept);
      for (const k of Object.keys(all)) if (k.startsWith(prefix)) emit(k, undefined);
    },
    reset(): void {
      const keys = Object.keys(read());
      storage.remove('preferences');
      for (const k of keys) emit(k, undefined);
    },
    subscribe(key: string, callback: Listener): () => void {
      if (!listeners.has(key)) listeners.set(key, new Set());
      listeners.get(key)?.add(callback);
      return () => listeners.get(key)?.delete(callback);
    },
  };
  return store;
}
