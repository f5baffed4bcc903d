/**
 * `npx tsx bench/dashboardSummary.ts`: the dashboard summaries at scale (issue 18's figure). On a scratch PostgreSQL
 * database (`bench_dashboard_<random>`, dropped at the end) seeded with BENCH_SERVICE_REQUESTS (1,000,000) requests
 * over BENCH_BUSINESSES (100,000) shops, a server started on it as `npm start` would, by one user and then by
 * BENCH_CONNECTIONS (4) at once: dashboard/DashboardSummaryChoices for the last year of the demo data (about half
 * of the requests) by every category, each p99 at most 150 ms by one user (at 4, for information).
 * Exits non-zero when a figure misses its limit. BENCH_DATABASE names an already seeded database to measure
 * instead (kept, migrated), with BENCH_ADMIN_PASSWORD its admin password.
 */
import pg from 'pg';
import { DASHBOARD_CATEGORIES } from '../contract/dashboardSchema';
import { DEMO_TODAY } from '../server/modules/devices/seed/devices';
import { runLoad } from './businessLoad';
import { stopGroup } from './processes';
import { type Figure, ms, reportFigures } from './report';
import { benchDatabase, requestsSeed, type ScaleServer, startScaleServer } from './scaleServer';

const REQUESTS = Number(process.env.BENCH_SERVICE_REQUESTS ?? 1_000_000);
const BUSINESSES = Number(process.env.BENCH_BUSINESSES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const LOAD = { warmupMs: 1_000, durationMs: Number(process.env.BENCH_SECONDS ?? 5) * 1000 };
const LIMIT_MS = 150;
const database = benchDatabase('dashboard', requestsSeed(BUSINESSES, REQUESTS));
const { url } = database;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The last year of the demo data: DEMO_TODAY's year back, both days included. */
const YEAR = { startDate: day(DEMO_TODAY - 365 * 86_400_000), endDate: day(DEMO_TODAY - 86_400_000) };

async function inRange(): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    // As a server's autovacuum would have by then: the visibility map set, so the covering index answers alone.
    await c.query('VACUUM ANALYZE service_requests');
    const { rows } = await c.query<{ n: string }>('SELECT count(*) AS n FROM service_requests WHERE date_created >= $1::date AND date_created < $2::date + 1', [YEAR.startDate, YEAR.endDate]);
    return Number(rows[0].n);
  } finally {
    await c.end();
  }
}

async function measure(s: ScaleServer): Promise<Figure[]> {
  const figures: Figure[] = [];
  const target = (category: number) => new URL(`/api/dashboard/DashboardSummaryChoices?${new URLSearchParams({ ...YEAR, category: String(category) })}`, s.base);
  const categories = Object.entries(DASHBOARD_CATEGORIES);
  for (const [, id] of categories) await runLoad(target(id), s.token, { ...LOAD, connections: 1, durationMs: 1_000 });
  for (const [name, id] of categories) {
    const one = await runLoad(target(id), s.token, { ...LOAD, connections: 1 });
    const many = await runLoad(target(id), s.token, { ...LOAD, connections: CONNECTIONS });
    console.log(`  ${name} (${id}): 1 user p50 ${ms(one.p50)}, p99 ${ms(one.p99)}; ${CONNECTIONS} users p50 ${ms(many.p50)}, p99 ${ms(many.p99)}, ${many.rps.toFixed(0)}/s`);
    figures.push({
      name: `${name} (${id}), 1 user: p99 (p50); ${CONNECTIONS} users: p99 (p50)`,
      measured: `${ms(one.p99)} (${ms(one.p50)}); ${ms(many.p99)} (${ms(many.p50)})${one.errors + many.errors ? `, ${one.errors + many.errors} errors` : ''}`,
      limit: `<= ${LIMIT_MS} ms`,
      pass: one.p99 <= LIMIT_MS && one.errors === 0 && many.errors === 0,
    });
  }
  return figures;
}

let exitCode = 1;
try {
  await database.create();
  const s = await startScaleServer('PostgreSQL', { DATABASE_URL: url }, database.setup);
  try {
    const n = await inRange();
    const figures = await measure(s);
    exitCode = reportFigures(`Dashboard summaries for ${YEAR.startDate}..${YEAR.endDate} (${n.toLocaleString('en')} of ${REQUESTS.toLocaleString('en')} requests) on PostgreSQL`, figures);
  } finally {
    await stopGroup(s.group);
  }
} catch (error) {
  console.error(`Bench failed: ${error instanceof Error ? error.stack : String(error)}`);
} finally {
  await database.cleanUp();
}
process.exit(exitCode);
