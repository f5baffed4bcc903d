/** Starts the one process: console, API and auth service. Reads config, listens, shuts down gracefully. */
import { mkdirSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import type { Kysely } from 'kysely';
import { decoyHash } from './auth/passwords';
import { pruneExpired } from './auth/prune';
import { schedulePruning } from './auth/pruneJob';
import { loadConfig } from './config';
import { limitHeapGrowth } from './heap';
import { serveMetrics } from './plugins/metrics';
import { type DataDirLock, DataDirInUse, lockDataDir } from './db/dataDirLock';
import { openDatabase, withoutStatementTimeout } from './db/database';
import { addQueuedWords } from './db/historyWords';
import { serveBackups } from './db/backupSocket';
import { dumpEmbedded } from './db/embeddedBackup';
import { scheduleWords } from './modules/history/wordsJob';

const config = loadConfig();
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
// The embedded database's directory is this process's alone, before PGlite opens it (db/dataDirLock.ts).
let lock: DataDirLock | undefined;
if (!config.DATABASE_URL) {
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (err) {
    if (!(err instanceof DataDirInUse)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
const bounds = {
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT,
  idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT,
  connectionWaitMs: config.DATABASE_CONNECTION_TIMEOUT,
  exportStatementTimeoutMs: config.EXPORT_STATEMENT_TIMEOUT,
};
// Opening the database and loading the app's modules overlap: both take a while at start.
const [{ db, kind }, { buildApp }, { migrateToLatest }, { seedIfEmpty }] = await Promise.all([
  openDatabase({ databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR, bounds }),
  import('./app'),
  import('./db/migrate'),
  import('./db/seed/seed'),
]);
const seed = await withoutStatementTimeout(db, async (conn) => {
  await migrateToLatest(conn as unknown as Kysely<unknown>);
  const seeded = await seedIfEmpty(conn, { adminPassword: config.ADMIN_PASSWORD, demoPassword: config.DEMO_PASSWORD, businesses: config.DEMO_BUSINESSES, serviceRequests: config.DEMO_SERVICE_REQUESTS });
  // The history entries waiting for their words (the demo's, or a process stopped before its turn) worded before
  // serving: a server at rest writes nothing, its words job finding the queue empty.
  await addQueuedWords(conn);
  return seeded;
});

const app = await buildApp(db, config);
app.addHook('onClose', async () => {
  await db.destroy();
  lock?.release(); // only once the database is closed: the next process may open it at once
});
// After the hook above: Fastify runs onClose hooks last-added first, so a run in progress ends before the database closes.
const refresh = { idleSeconds: config.REFRESH_IDLE_TTL, absoluteSeconds: config.REFRESH_ABSOLUTE_TTL };
schedulePruning(app, () => pruneExpired(db, { refresh, revocations: app.revocations }));
scheduleWords(app, db);
// Embedded: `npm run backup` asks this process for a consistent copy over <DATA_DIR>.backup.sock (db/backupSocket.ts).
// Added after the database's hook, so it closes first; a copy in progress is finished before the database closes.
if (kind === 'pglite') {
  const backups = await serveBackups(config.DATA_DIR, () => dumpEmbedded(db)).catch((err: Error) => app.log.warn({ err }, 'backups while running are unavailable'));
  if (backups) app.addHook('onClose', () => backups.close());
}
if (config.METRICS_PORT) {
  const metricsServer = await serveMetrics(config.METRICS_PORT, config.METRICS_HOST);
  app.addHook('onClose', (_app, done) => metricsServer.close(() => done()));
}
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
