/**
 * Whether the console's reads are waiting to be tried again because the service answered 503 (http.ts's
 * `onRetrying`): the layout's notice (src/layout/ServiceNotice.tsx) shows while they are.
 */
type Listener = () => void;

export function createServiceStatus() {
  let retrying = false;
  const listeners = new Set<Listener>();
  return {
    retrying: () => retrying,
    set(value: boolean) {
      if (value === retrying) return;
      retrying = value;
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ServiceStatus = ReturnType<typeof createServiceStatus>;

/** The console's one status, fed by its HTTP client. */
export const serviceStatus = createServiceStatus();
