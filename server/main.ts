/** Starts the one process: console, API and auth service. Reads config, listens, shuts down gracefully. */
import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import type { Kysely } from 'kysely';
import { decoyHash } from './auth/passwords';
import { pruneExpired } from './auth/prune';
import { schedulePruning } from './auth/pruneJob';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

const config = loadConfig();
if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
// Opening the database and loading the app's modules overlap: both take a while at start.
const [{ db, kind }, { buildApp }, { migrateToLatest }, { seedIfEmpty }] = await Promise.all([
  openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR }),
  import('./app'),
  import('./db/migrate'),
  import('./db/seed/seed'),
]);
await migrateToLatest(db as unknown as Kysely<unknown>);
const seed = await seedIfEmpty(db, { adminPassword: config.ADMIN_PASSWORD, demoPassword: config.DEMO_PASSWORD, businesses: config.DEMO_BUSINESSES, serviceRequests: config.DEMO_SERVICE_REQUESTS });

const app = await buildApp(db, config);
app.addHook('onClose', async () => db.destroy());
// After the hook above: Fastify runs onClose hooks last-added first, so a run in progress ends before the database closes.
const refresh = { idleSeconds: config.REFRESH_IDLE_TTL, absoluteSeconds: config.REFRESH_ABSOLUTE_TTL };
schedulePruning(app, () => pruneExpired(db, { refresh, revocations: app.revocations }));
await app.listen({ port: config.PORT, host: config.HOST });
void decoyHash(); // after listening, so it does not delay the start: the first unknown-user login then costs one hash like any other

const where = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
app.log.info({ database: kind }, `Console ready at ${where}`);
if (seed.generated.length > 0) {
  // Printed once, on the first start only: these passwords are not stored anywhere in clear.
  const lines = seed.generated.map((g) => `  ${g.username.padEnd(12)} ${g.password}`);
  process.stdout.write(`\nFirst start: generated passwords (shown only now)\n${lines.join('\n')}\n\n`);
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  await app.close();
});
