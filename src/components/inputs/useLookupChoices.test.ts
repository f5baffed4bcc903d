/** The console's query client fetches the lookup choices again after a save, which may have changed them. */
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './useLookupChoices';

describe('the query client', () => {
  it('marks the cached lookup choices stale once a save succeeds, and only then', async () => {
    const client = createQueryClient();
    client.setQueryData(['lookupChoices', 'business.salesrep'], [{ id: 1, text: 'Megan Carter' }]);
    client.setQueryData(['business', 'getList'], { data: [], total: 0 });
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    const save = (ok: boolean) =>
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => (ok ? { id: 9 } : Promise.reject(new Error('refused'))), retry: false })
        .execute(undefined)
        .catch(() => undefined);
    await save(false);
    expect(stale(['lookupChoices', 'business.salesrep'])).toBe(false);
    await save(true);
    expect(stale(['lookupChoices', 'business.salesrep'])).toBe(true);
    expect(stale(['business', 'getList'])).toBe(false);
  });
});
