/**
 * Backups that restore (README "Backups"): the embedded database copied while it serves (through its backup socket,
 * with the code `npm run backup` runs) and while no server holds it, restored into a new directory with the code
 * `npm run restore` runs, and found whole: a business saved through the API, an uploaded file's bytes, the change
 * history; writes made during the copy are in it whole or not at all. A restore refuses a directory that holds
 * anything. With TEST_DATABASE_URL, PostgreSQL's procedure too: pg_dump -Fc, pg_restore --no-owner into a new
 * database, which the server's migrations then leave as it is.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BusinessLocation, businessContract } from '../../contract/business';
import { type FileEntry, filesContract } from '../../contract/files';
import { buildApp } from '../app';
import { backupTo } from '../backup';
import { referenceIds, locationInput } from '../modules/business/testFixtures';
import { imageBase64 } from '../modules/files/testFiles';
import { restoreInto } from '../restore';
import { adminQuery } from '../test/bareDatabase';
import { migrateAndSeed, SNAPSHOT_TYPE, testDatabaseUrl } from '../test/database';
import { call, login } from '../test/harness';
import { backupSocketPath, serveBackups } from './backupSocket';
import { type Db, openDatabase } from './database';
import { type DataDirLock, lockDataDir } from './dataDirLock';
import { BackupError, dumpEmbedded } from './embeddedBackup';
import { migrateToLatest } from './migrate';

const run = promisify(execFile);
const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'backup-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A migrated, seeded embedded database in `dir`: the suite's snapshot loaded there, or (on a PostgreSQL run) made. */
async function openEmbedded(dir: string): Promise<Db> {
  const snapshotPath = inject('pgliteSnapshot');
  if (snapshotPath) return (await openDatabase({ dataDir: dir, snapshot: new Blob([await readFile(snapshotPath)], { type: SNAPSHOT_TYPE }) })).db;
  const { db } = await openDatabase({ dataDir: dir });
  await migrateAndSeed(db);
  return db;
}

/** What a backup must hold: a business saved through the API, its change history entry, and an uploaded file. */
interface Sample {
  businessId: number;
  shopId: string;
  name: string;
  fileId: number;
  fileBytes: Buffer;
}

/** The app on `db`, signed in as demo.admin, with the writes the tests make through it. */
async function writer(db: Db) {
  const app: FastifyInstance = await buildApp(db);
  await app.ready();
  const { access_token: token } = await login(app, 'demo.admin');
  const { status } = await referenceIds(db);
  const saveBusiness = async () => {
    const res = await call(app, businessContract.upsert, { token, body: locationInput(status.Active) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BusinessLocation>();
  };
  const writeSample = async (): Promise<Sample> => {
    const business = await saveBusiness();
    const content = await imageBase64('png', 64, 48);
    const res = await call(app, filesContract.uploadBase64, { token, body: { folder: 'backups', fileName: `${business.shopId}.png`, contentBase64: content } });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json<FileEntry>();
    return { businessId: business.id, shopId: business.shopId, name: business.name, fileId: file.id, fileBytes: Buffer.from(content, 'base64') };
  };
  return { app, saveBusiness, writeSample };
}

/** The business's change history entries, oldest first. */
const historyOf = (db: Db, businessId: number) =>
  db
    .selectFrom('change_history')
    .select(['action', 'user_id', 'after'])
    .where('area', '=', 'business')
    .where('entity', '=', 'business')
    .where('record_id', '=', businessId)
    .orderBy('id')
    .execute();

/** `db` holds the sample whole: the business, its creation in the change history, the file's very bytes. */
async function expectSample(db: Db, sample: Sample): Promise<void> {
  const business = await db.selectFrom('businesses').select(['shop_id', 'name']).where('id', '=', sample.businessId).executeTakeFirst();
  expect(business).toEqual({ shop_id: sample.shopId, name: sample.name });
  const history = await historyOf(db, sample.businessId);
  expect(history).toHaveLength(1);
  expect(history[0]).toMatchObject({ action: 'create', after: { shopId: sample.shopId, name: sample.name } });
  const file = await db.selectFrom('files').select(['name', 'size', 'content']).where('id', '=', sample.fileId).executeTakeFirstOrThrow();
  expect(file.name).toBe(`${sample.shopId}.png`);
  expect(file.size).toBe(sample.fileBytes.length);
  expect(Buffer.compare(file.content, sample.fileBytes)).toBe(0);
}

describe('the embedded database', () => {
  const source = join(tempDir(), 'data');
  let lock: DataDirLock;
  let db: Db;
  let sample: Sample;
  /** Businesses saved while the copy was being made. */
  let savedDuring: number[] = [];
  /** The copy the running server made. */
  const running = join(tempDir(), 'running.tar.gz');

  beforeAll(async () => {
    // As main.ts: the directory locked, then opened.
    mkdirSync(source);
    lock = lockDataDir(source);
    db = await openEmbedded(source);
  });
  afterAll(async () => {
    await db?.destroy();
    lock?.release();
  });

  /** Restores `file` into a new directory and opens it: the counts restore printed, and the database. */
  async function restored(file: string) {
    const dir = join(tempDir(), 'restored');
    const counts = await restoreInto(dir, file);
    return { dir, counts, db: (await openDatabase({ dataDir: dir })).db };
  }

  it('is copied by the running server while it serves writes, and the copy restores whole', async () => {
    const { app, saveBusiness, writeSample } = await writer(db);
    const backups = await serveBackups(source, () => dumpEmbedded(db));
    try {
      sample = await writeSample();
      const file = running;
      // Saves going on around the copy: each is in it with its history entry, or neither is.
      const saving = Array.from({ length: 6 }, (_, i) => new Promise((r) => setTimeout(r, i * 40)).then(saveBusiness));
      const [result, ...saved] = await Promise.all([backupTo(source, file), ...saving]);
      savedDuring = saved.map((b) => b.id);
      expect(result).toMatchObject({ path: file, from: 'server' });
      expect(existsSync(`${file}.partial`)).toBe(false);

      const copy = await restored(file);
      try {
        await expectSample(copy.db, sample);
        const present = await copy.db.selectFrom('businesses').select('id').where('id', 'in', savedDuring).execute();
        for (const id of savedDuring) {
          const entries = await historyOf(copy.db, id);
          expect(entries.length, `business ${id}: in the copy ${present.some((p) => p.id === id)}`).toBe(present.some((p) => p.id === id) ? 1 : 0);
        }
        const businesses = await copy.db.selectFrom('businesses').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        expect(copy.counts.businesses).toBe(Number(businesses.n));
        expect(copy.counts.files).toBeGreaterThan(0);
        expect(copy.counts.changeHistory).toBeGreaterThan(0);
        // The users and the signing key come along: a restored server signs its users in with the same keys.
        const keys = (db: Db) => db.selectFrom('signing_keys').select('kid').orderBy('kid').execute();
        expect(await keys(copy.db)).toEqual(await keys(db));
        expect(copy.counts.users).toBe(Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
      } finally {
        await copy.db.destroy();
      }
    } finally {
      await backups.close();
      await app.close();
    }
    expect(existsSync(backupSocketPath(source))).toBe(false);
  });

  it('is copied from its directory when no server runs, and the copy restores whole', async () => {
    await db.destroy();
    lock.release();
    const file = join(tempDir(), 'stopped.tar.gz');
    expect(await backupTo(source, file)).toMatchObject({ path: file, from: 'directory' });
    const copy = await restored(file);
    try {
      await expectSample(copy.db, sample);
      for (const id of savedDuring) expect(await historyOf(copy.db, id)).toHaveLength(1);
    } finally {
      await copy.db.destroy();
    }
    // The directory is given back: a server may open it again.
    lock = lockDataDir(source);
    db = (await openDatabase({ dataDir: source })).db;
    await expectSample(db, sample);
  });

  it('is not copied from a directory a server holds without answering, nor from one that holds no database', async () => {
    // `lock` is held (as by a server of an older version, with no backup socket).
    const file = join(tempDir(), 'refused.tar.gz');
    await expect(backupTo(source, file)).rejects.toThrow(/is held by a server \(pid \d+\) that does not answer on its backup socket/);
    await expect(backupTo(tempDir(), file)).rejects.toThrow(/does not hold an embedded database \(no PG_VERSION\)/);
    await expect(backupTo(join(tempDir(), 'absent'), file)).rejects.toThrow(/does not exist \(DATA_DIR\)/);
    await expect(backupTo(source, join(tempDir(), 'absent', 'x.tar.gz'))).rejects.toThrow(/The folder .* does not exist/);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('is not restored into a directory that holds anything, which is left as it was', async () => {
    const file = running;
    const dir = tempDir();
    writeFileSync(join(dir, 'notes.txt'), 'keep me');
    await expect(restoreInto(dir, file)).rejects.toThrow(BackupError);
    await expect(restoreInto(dir, file)).rejects.toThrow(`The data directory ${dir} is not empty (1 entries)`);
    expect(readdirSync(dir)).toEqual(['notes.txt']);
    // Nor over the running database.
    await expect(restoreInto(source, file)).rejects.toThrow('is not empty');
  });
});

// PostgreSQL's procedure, on the PostgreSQL run only (TEST_DATABASE_URL): the embedded copy above runs on every run.
const postgresUrl = testDatabaseUrl();
if (postgresUrl) {
  describe('PostgreSQL: pg_dump -Fc, then pg_restore --no-owner into a new database', () => {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const names = { source: `backup_source_${suffix}`, target: `backup_target_${suffix}` };
    const urlOf = (database: string) => Object.assign(new URL(postgresUrl), { pathname: `/${database}` }).href;
    const admin = (text: string) => adminQuery(postgresUrl, text);
    afterAll(async () => {
      for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });

    it("restores the business, the file and the change history, which the server's migrations then leave as they are", async () => {
      await admin(`CREATE DATABASE "${names.source}"`);
      let sample: Sample;
      const source = (await openDatabase({ databaseUrl: urlOf(names.source), poolSize: 2 })).db;
      try {
        await migrateAndSeed(source);
        const { app, writeSample } = await writer(source);
        try {
          sample = await writeSample();
        } finally {
          await app.close();
        }
      } finally {
        await source.destroy();
      }

      const file = join(tempDir(), 'postgres.dump');
      await run('pg_dump', ['-Fc', '-f', file, '-d', urlOf(names.source)]);
      await admin(`CREATE DATABASE "${names.target}"`);
      const restoring = await run('pg_restore', ['--no-owner', '-d', urlOf(names.target), file]);
      expect(restoring.stderr).toBe('');

      const target = (await openDatabase({ databaseUrl: urlOf(names.target), poolSize: 2 })).db;
      try {
        await expectSample(target, sample);
        // The migrations are forward-only and the copy has its migration table: a start applies nothing.
        const migrations = () => sql<{ n: number }>`SELECT count(*)::int AS n FROM kysely_migration`.execute(target).then((r) => r.rows[0].n);
        const before = await migrations();
        await migrateToLatest(target as unknown as Kysely<unknown>);
        expect(await migrations()).toBe(before);
        const trigram = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`.execute(target);
        expect(trigram.rows[0].n).toBe(1);
      } finally {
        await target.destroy();
      }
    });
  });
}
