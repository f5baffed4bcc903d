/** The part of fs-native-extensions (no types of its own) that dataDirLock.ts uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock (shared with `{ shared: true }`) on a file's bytes (all of them by default); false when another holds it. */
  export function tryLock(fd: number, offset?: number, length?: number, options?: { shared?: boolean }): boolean;
}
