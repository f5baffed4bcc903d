/**
 * An export the client walks away from stops the server's work: over a real socket, the client reads the first
 * bytes, stops reading (the export waits on it), then goes away. On PostgreSQL the export's query (a COPY for
 * either format) is seen waiting, then gone from pg_stat_activity within a second, and every pool connection
 * answers afterwards; on PGlite (one connection) the next export runs whole.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardContract as c } from '../../../contract/dashboard';
import { call, login, withTestApp } from '../../test/harness';

const t = withTestApp();
let token = '';
let base = '';
const tag = `CX${Date.now().toString(36).toUpperCase()}`;
// On PostgreSQL, enough rows that an export left running would take seconds more to finish on its own.
const ROWS = { postgres: 400_000, pglite: 20_000 };

beforeAll(async () => {
  token = (await login(t.app, 'admin')).access_token;
  await sql`INSERT INTO service_requests (business_id, vin, vehicle_year, vehicle_make, vehicle_model, app_id, service_type_id, status_id, date_created, date_updated)
    SELECT r.business_id, ${tag} || g, 2020, 'Make ' || (g % 50), 'Model ' || (g % 70), r.app_id, r.service_type_id, r.status_id, now() - g * interval '1 minute', now()
    FROM (SELECT * FROM service_requests ORDER BY id LIMIT 1) r CROSS JOIN generate_series(1, ${ROWS[t.kind]}::int) g`.execute(t.db);
  await sql`ANALYZE service_requests`.execute(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

const body = (format: 'csv' | 'xlsx') => ({ format, columns: ['id', 'vin', 'dateCreated', 'statusId', 'businessName'], conditions: [{ field: 'vin', operator: 'startsWith', value: tag, logic: 0 }] });

/** Starts the export, reads its first bytes, then stops reading; `leave` goes away. */
function startExport(format: 'csv' | 'xlsx'): Promise<{ status: number; leave: () => void }> {
  const payload = JSON.stringify(body(format));
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${c.exportServiceRequestsAdhoc.url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    req.on('error', () => {});
    req.on('response', (res) => {
      res.once('data', () => {
        res.pause();
        resolve({ status: res.statusCode ?? 0, leave: () => req.destroy() });
      });
      res.on('error', () => {});
    });
    req.once('error', reject);
    req.end(payload);
  });
}

/**
 * This file's backends at an export's work: its COPY (the query text is cut at 1 kB, so the statement is told by its
 * start), on this file's connections (named by its schema: other files export in the same database meanwhile).
 */
async function exportBackends(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
    WHERE pid <> pg_backend_pid() AND datname = current_database() AND application_name = current_setting('application_name')
      AND backend_type = 'client backend' AND state <> 'idle' AND query LIKE 'COPY%'`.execute(t.db);
  return rows.map((r) => r.pid);
}

describe('cancelling an export', () => {
  it.each(['csv', 'xlsx'] as const)('%s: the client goes away mid-stream and the server stops its work', async (format) => {
    const before = t.kind === 'postgres' ? await exportBackends() : [];
    const started = await startExport(format);
    try {
      expect(started.status).toBe(200);
      await sleep(300);
    } finally {
      if (t.kind !== 'postgres') started.leave();
    }
    if (t.kind === 'postgres') {
      // The export's own backend: at work, waiting on its reader.
      const mine = (await exportBackends()).filter((pid) => !before.includes(pid));
      started.leave();
      expect(mine.length, 'the export waits on its reader').toBe(1);
      const left = performance.now();
      let working = true;
      while (working && performance.now() - left < 3000) {
        await sleep(20);
        working = (await exportBackends()).includes(mine[0]);
      }
      expect(working).toBe(false);
      expect(performance.now() - left, 'ms until the query is gone').toBeLessThan(1000);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => sql<{ v: number }>`SELECT ${i}::int AS v, pg_sleep(0.05)`.execute(t.db)));
      expect(answers.map((r) => r.rows[0].v)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    }
    // Whatever the database, the next export runs whole.
    const next = await call(t.app, c.exportServiceRequestsAdhoc, { token, body: { ...body('csv'), columns: ['id'] } });
    expect(next.statusCode).toBe(200);
    expect(next.body.split('\r\n').length - 2).toBe(ROWS[t.kind]);
  });
});
