/**
 * Browser storage under keys hashed per environment and prefix (spec §9):
 * each key is a hash of environment, prefix and name, under a namespace that
 * is a hash of environment and prefix, so logout can clear every stored item.
 */
const ENVIRONMENT = `${import.meta.env.MODE}|${import.meta.env.VITE_APP_ENV ?? 'local'}`;
const PREFIX = 'backoffice';

/** 53-bit string hash (cyrb53), rendered in base 36. */
export function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const namespace = `bo${hash(`${ENVIRONMENT}|${PREFIX}`)}.`;

export type StoredName = 'token' | 'refreshToken' | 'profile' | 'roles' | 'locale' | 'postLoginTarget' | 'configuration' | 'styles';

export function storageKey(name: string, environment = ENVIRONMENT, prefix = PREFIX): string {
  return `bo${hash(`${environment}|${prefix}`)}.${hash(`${environment}|${prefix}|${name}`)}`;
}

export const storage = {
  get<T>(name: string): T | null {
    const raw = localStorage.getItem(storageKey(name));
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  set(name: string, value: unknown): void {
    localStorage.setItem(storageKey(name), JSON.stringify(value));
  },
  remove(name: string): void {
    localStorage.removeItem(storageKey(name));
  },
  /** Removes every item this console stored (logout). */
  clearAll(): void {
    const ours: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(namespace)) ours.push(key);
    }
    for (const key of ours) localStorage.removeItem(key);
  },
};
