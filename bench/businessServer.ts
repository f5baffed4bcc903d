/**
 * The server the business bench measures, in processes of its own:
 * - `seed`: opens PostgreSQL (DATABASE_URL) or PGlite (DATA_DIR), migrates,
 *   seeds BENCH_BUSINESSES businesses with their details (and, given
 *   BENCH_DEVICES, copies of their devices up to that many; given
 *   BENCH_SERVICE_REQUESTS, that many service requests), then vacuums,
 *   analyzes and checkpoints (the steady state autovacuum would reach), prints
 *   what it wrote and exits;
 * - `serve`: opens the same database, builds the app and listens on PORT, as
 *   `npm start` does, so the server's memory and garbage are not the seed's;
 *   on SIGUSR2 it collects garbage and prints the memory it still uses.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { buildApp, defaultAppConfig } from '../server/app';
import { HEAP_GROWING_PERCENT } from '../server/config';
import { limitHeapGrowth } from '../server/heap';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed/seed';

const mode = process.argv[2];
const { db, kind } = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  poolSize: process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : undefined,
  dataDir: process.env.DATA_DIR,
});

if (mode === 'seed') {
  const businesses = Number(process.env.BENCH_BUSINESSES ?? 100_000);
  const started = performance.now();
  await migrateToLatest(db as unknown as Kysely<unknown>);
  const serviceRequests = process.env.BENCH_SERVICE_REQUESTS ? Number(process.env.BENCH_SERVICE_REQUESTS) : undefined;
  await seedIfEmpty(db, { adminPassword: process.env.ADMIN_PASSWORD, demoPassword: process.env.ADMIN_PASSWORD, businesses, serviceRequests });
  const devices = Number(process.env.BENCH_DEVICES ?? 0);
  if (devices > 0) await topUpDevices(devices);
  const seeded = performance.now();
  await sql`VACUUM ANALYZE`.execute(db);
  await sql`CHECKPOINT`.execute(db);
  const { rows } = await sql<{ businesses: number; users: number; words: number; devices: number; requests: number }>`
    SELECT (SELECT count(*) FROM businesses)::int AS businesses, (SELECT count(*) FROM users WHERE business_id IS NOT NULL)::int AS users,
           (SELECT count(*) FROM search_words)::int AS words, (SELECT count(*) FROM devices)::int AS devices,
           (SELECT count(*) FROM service_requests)::int AS requests`.execute(db);
  const c = rows[0];
  const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
  console.log(
    `SEEDED ${kind}: ${c.businesses} businesses, ${c.users} business users, ${c.words} search words, ${c.devices} devices, ${c.requests} service requests; ` +
      `seeded in ${seconds(started, seeded)} s, vacuumed in ${seconds(seeded, performance.now())} s`,
  );
  await db.destroy();
} else {
  // On SIGUSR2: a full garbage collection, then the memory still in use (the bench reads it after an export).
  // The heap grows between full collections as the server's does (HEAP_GROWING_PERCENT, server/heap.ts).
  limitHeapGrowth(HEAP_GROWING_PERCENT.parse(process.env.HEAP_GROWING_PERCENT));
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  process.on('SIGUSR2', () => {
    gc();
    const m = process.memoryUsage();
    console.log(`MEMORY rss=${m.rss} heapUsed=${m.heapUsed} external=${m.external}`);
  });
  // The bench's load is one user's (its token), thousands of calls a minute: the per-user rate limit is not what is measured.
  const app = await buildApp(db, { ...defaultAppConfig, LOG_LEVEL: 'warn', RATE_LIMIT_PER_USER: 1_000_000_000, METRICS_TOKEN: process.env.METRICS_TOKEN });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Copies the seeded devices (new serial numbers, the same shops, models and statuses) until there are `total`. */
async function topUpDevices(total: number): Promise<void> {
  await sql`INSERT INTO devices (serial_number, name, manufacturer, brand, model, business_id, status_id, is_active, date_created, date_updated,
      device_model_id, server_profile_id, launch_account_id, assigned_date)
    SELECT d.serial_number || '-' || g, d.name, d.manufacturer, d.brand, d.model, d.business_id, d.status_id, d.is_active,
      d.date_created - g * interval '1 hour', d.date_updated - g * interval '1 hour', d.device_model_id, d.server_profile_id, d.launch_account_id, d.assigned_date
    FROM (SELECT * FROM devices ORDER BY id) d CROSS JOIN generate_series(1, ${total}::int / greatest((SELECT count(*) FROM devices), 1)::int + 1) g
    LIMIT greatest(${total}::int - (SELECT count(*) FROM devices)::int, 0)`.execute(db);
}
