/**
 * `npm run bench:export`: Business/Export at the database's pace (issue 11, item 7).
 *
 * In a scratch PostgreSQL database (`bench_export_<random>` on BENCH_POSTGRES_URL,
 * dropped at the end, also on Ctrl-C), seeded with BENCH_BUSINESSES (100,000)
 * businesses by one process and served by another (bench/businessServer.ts),
 * on the same rows: `COPY (the export's query) TO STDOUT` read by a bare pg
 * client, and Business/Export of every business over HTTP (taking turns, the best
 * of RUNS each),
 * with the export's rate as a share of COPY's (at least 0.5) and the server's
 * RSS peak above its RSS when the export starts (flat memory: at most
 * RSS_LIMIT_MB however many rows). Prints a table, then one `FIGURES <json>`
 * line for bench/run.ts. Exits non-zero when a figure misses its limit.
 * BENCH_DATABASE names an already seeded database to measure instead (kept), with
 * BENCH_ADMIN_PASSWORD its admin password.
 */
import { businessExport } from '../server/modules/business/businessExport';
import { measureExportRate } from './exportRate';
import { type Figure, failedFigure, printTable } from './report';
import { benchDatabase, POSTGRES, startScaleServer } from './scaleServer';

const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const RATIO_LIMIT = 0.5;
const RSS_LIMIT_MB = 64;
/** BENCH_DATABASE: an existing database already seeded (bench/businessServer.ts seed), measured and kept; otherwise a scratch one. */
const database = benchDatabase('export', { seedEnv: { BENCH_BUSINESSES: String(BUSINESSES) }, what: `${BUSINESSES.toLocaleString('en')} businesses` });
const { url } = database;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measureExport(): Promise<Figure[]> {
  const names = { copy: 'COPY (the export query) TO STDOUT', ours: 'Business/Export over HTTP', ratio: 'Business/Export rate / COPY rate', rss: 'Server RSS peak rise during the export' };
  try {
    await database.create();
  } catch (error) {
    await database.cleanUp();
    const why = `PostgreSQL at ${POSTGRES} unreachable: ${error instanceof Error ? error.message : String(error)}`;
    return [failedFigure(names.ratio, `>= ${RATIO_LIMIT}`, why), failedFigure(names.rss, `<= ${RSS_LIMIT_MB} MB`, why)];
  }
  try {
    // On an existing database the seed only migrates (its businesses are kept).
    const server = await startScaleServer('PostgreSQL', { DATABASE_URL: url }, database.setup);
    const { copy, ours } = await measureExportRate(url, server, '/api/Business/Export', (db) => businessExport(db, {}, {}));
    const ratio = ours.rate / copy.rate;
    return [
      { name: names.copy, measured: `${copy.rate.toLocaleString('en')} rows/s (${copy.rows} rows)`, limit: '', pass: null },
      { name: names.ours, measured: `${ours.rate.toLocaleString('en')} rows/s (${ours.rows} rows)`, limit: `${copy.rows} rows`, pass: ours.rows === copy.rows },
      { name: names.ratio, measured: ratio.toFixed(2), limit: `>= ${RATIO_LIMIT}`, pass: ratio >= RATIO_LIMIT },
      { name: names.rss, measured: mb(ours.rise), limit: `<= ${RSS_LIMIT_MB} MB`, pass: ours.rise <= RSS_LIMIT_MB * 1024 * 1024 },
    ];
  } catch (error) {
    return [failedFigure(names.ratio, `>= ${RATIO_LIMIT}`, error)];
  } finally {
    await database.cleanUp();
  }
}

const figures = await measureExport();
printTable(`Business/Export at ${BUSINESSES.toLocaleString('en')} businesses, PostgreSQL`, figures);
console.log(`FIGURES ${JSON.stringify(figures)}`);
process.exit(figures.some((f) => f.pass === false) ? 1 : 0);
