/**
 * `npx tsx bench/thumbnail.ts`: a 2 MB image's thumbnail (issue 12 figures: at most 150 ms, on PostgreSQL).
 *
 * Photo-like 2 MB images (shapes under sensor-like noise, 3000×2000) in JPEG, PNG and WebP, through an app
 * on a scratch PostgreSQL database (`bench_thumbnail_<random>` on BENCH_POSTGRES_URL, dropped at the end;
 * an in-memory PGlite when PostgreSQL cannot be reached, said in the table's title). For each format, the
 * median of RUNS:
 * - sharp making the thumbnail (decode, resize, WebP), as an upload does when the image arrives;
 * - file/thumbsBase64 for a stored 2 MB image without a kept thumbnail (seeded or older rows): read from the
 *   database, made, kept: the whole cost of a thumbnail;
 * - file/uploadBase64 of the image, and file/thumbsBase64 reading the kept thumbnail (informational).
 * The 150 ms limit applies to the first two for JPEG and PNG. WebP's decoder is several times slower than
 * JPEG's in libvips, so its figures are informational. Prints a table, then one `FIGURES <json>` line for
 * bench/run.ts. Exits non-zero when a figure misses its limit.
 */
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { filesContract as c } from '../contract/files';
import { buildApp } from '../server/app';
import { type Db, openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedIfEmpty } from '../server/db/seed/seed';
import { makeThumbnail } from '../server/modules/files/images';
import { type Figure, median, ms, printTable } from './report';
import { onPostgres, POSTGRES } from './scaleServer';

const RUNS = 9;
const LIMIT_MS = 150;
const TARGET_BYTES = 2 * 1024 * 1024;
const WIDTH = 3000;
const HEIGHT = 2000;

/** Deterministic pixels: a sky, a car-like shape and noise, so the encoders cannot shrink it to nothing. */
function pixels(noise: number): Buffer {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 20_251_125;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      const n = ((seed >>> 16) % (2 * noise + 1)) - noise;
      const body = (x - 1500) ** 2 / 1100 ** 2 + (y - 1300) ** 2 / 380 ** 2 < 1;
      const base = body ? [180, 30, 40] : y < 1200 ? [110 + y / 20, 160 + y / 30, 230] : [90, 90, 95];
      const i = (y * WIDTH + x) * 3;
      for (let ch = 0; ch < 3; ch++) raw[i + ch] = Math.max(0, Math.min(255, base[ch] + n));
    }
  }
  return raw;
}

/** The image in `format` whose size is nearest 2 MB, searching the noise (PNG) or the quality (JPEG, WebP). */
async function twoMegabytes(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const encode = (raw: Buffer, quality: number) => {
    const image = sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
    // PNG: lossless (a quality would make it a palette image).
    return (format === 'png' ? image.png() : image[format]({ quality })).toBuffer();
  };
  let best = Buffer.alloc(0);
  if (format === 'png') {
    for (const noise of [1, 2, 3, 4, 5, 6, 8, 10, 12, 16]) {
      const image = await encode(pixels(noise), 100);
      if (Math.abs(image.length - TARGET_BYTES) < Math.abs(best.length - TARGET_BYTES)) best = image;
      if (image.length > TARGET_BYTES) break;
    }
    return best;
  }
  const raw = pixels(20);
  for (const quality of [30, 40, 50, 60, 70, 75, 80, 85, 90, 95]) {
    const image = await encode(raw, quality);
    if (Math.abs(image.length - TARGET_BYTES) < Math.abs(best.length - TARGET_BYTES)) best = image;
    if (image.length > TARGET_BYTES) break;
  }
  return best;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)];
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** A scratch PostgreSQL database, or an in-memory PGlite when PostgreSQL cannot be reached. */
async function scratchDatabase(): Promise<{ db: Db; where: string; drop: () => Promise<void> }> {
  const name = `bench_thumbnail_${randomBytes(4).toString('hex')}`;
  if (await onPostgres(`CREATE DATABASE ${name}`).then(
    () => true,
    () => false,
  )) {
    const { db } = await openDatabase({ databaseUrl: `${POSTGRES}/${name}` });
    return { db, where: 'PostgreSQL', drop: () => onPostgres(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined) };
  }
  const { db } = await openDatabase({});
  return { db, where: 'in-memory PGlite (PostgreSQL unreachable)', drop: async () => {} };
}

const database = await scratchDatabase();
process.once('SIGINT', () => void database.drop().finally(() => process.exit(130)));
const { db } = database;
const figures: Figure[] = [];
try {
  await migrateToLatest(db as never);
  await seedIfEmpty(db, { adminPassword: 'bench-Admin-passw0rd-1', demoPassword: 'bench-Demo-passw0rd-1' });
  const app = await buildApp(db);
  const login = await app.inject({ method: 'POST', url: '/auth/token', payload: { grant_type: 'password', username: 'admin', password: 'bench-Admin-passw0rd-1' } });
  const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
  const timed = async (what: string, request: InjectOptions) => {
    const t0 = performance.now();
    const res = await app.inject(request);
    const elapsed = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    return elapsed;
  };
  for (const format of ['jpeg', 'png', 'webp'] as const) {
    const image = await twoMegabytes(format);
    const ext = format === 'jpeg' ? 'jpg' : format;
    const limited = format !== 'webp';
    const figure = (name: string, values: number[], limit: boolean): Figure => ({
      name,
      measured: `${ms(median(values))} (p95 ${ms(p95(values))})`,
      limit: limit && limited ? `<= ${LIMIT_MS} ms` : '',
      pass: limit && limited ? median(values) <= LIMIT_MS : null,
    });
    const sharpMs: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now();
      await makeThumbnail(image);
      if (i > 0) sharpMs.push(performance.now() - t0); // the first run warms libvips up
    }
    const uploadMs: number[] = [];
    const keptMs: number[] = [];
    const madeMs: number[] = [];
    const contentBase64 = image.toString('base64');
    for (let i = 0; i < RUNS; i++) {
      const fileName = `${format}-${i}.${ext}`;
      uploadMs.push(await timed('upload', { method: 'POST', url: c.uploadBase64.url, headers, payload: { folder: 'bench', fileName, contentBase64 } }));
      keptMs.push(await timed('kept thumbnail', { method: 'GET', url: c.thumbsBase64.url, headers, query: { path: `bench/${fileName}` } }));
      await db.updateTable('files').set({ thumbnail: null, thumbnail_width: null, thumbnail_height: null }).where('folder', '=', 'bench').where('name', '=', fileName).execute();
      madeMs.push(await timed('made thumbnail', { method: 'GET', url: c.thumbsBase64.url, headers, query: { path: `bench/${fileName}` } }));
    }
    const label = `${format.toUpperCase()} ${WIDTH}×${HEIGHT}, ${mb(image.length)}`;
    figures.push(
      figure(`${label}: sharp makes the thumbnail`, sharpMs, true),
      figure('  file/thumbsBase64, none kept (read, make, keep)', madeMs, true),
      figure('  file/thumbsBase64, kept at upload', keptMs, false),
      figure('  file/uploadBase64, thumbnail included', uploadMs, false),
    );
  }
  await app.close();
} finally {
  await db.destroy();
  await database.drop();
}

printTable(`A 2 MB image's thumbnail, median of ${RUNS} (${database.where}, through app.inject)`, figures);
console.log(`FIGURES ${JSON.stringify(figures)}`);
process.exitCode = figures.some((f) => f.pass === false) ? 1 : 0;
