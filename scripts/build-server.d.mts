/** Types of build-server.mjs, for the browser tests' harness. */
export const SERVER_BUNDLE: string;
export function serverBundleStale(): boolean;
export function buildServer(): Promise<void>;
