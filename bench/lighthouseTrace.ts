/**
 * `npm run bench:lighthouse-trace`: what makes a screen's Total Blocking Time, where Lighthouse gives only a score.
 * Builds the console without minifying (each module's code under its `// node_modules/…` or `// src/…` line), serves
 * it, signs in, opens the screen once (the cache filled), then reopens it TRACE_RUNS times (5 unless set) at a 4×
 * slower CPU, as Lighthouse's phone, with a CPU profile and a trace. Prints each run's long tasks (over 50 ms), each
 * with the modules its time went to (inclusive: a module counts once per sample, wherever it is on the stack; with
 * TRACE_COMPONENTS=1, the React components instead), the run's time over 50 ms summed (Total Blocking Time as the
 * trace shows it), their median, and the modules by their own time over all runs.
 *   TRACE_SCREEN=/admin/devices TRACE_SHOWN='table tbody tr' npm run bench:lighthouse-trace
 * Two builds compared: TRACE_STATIC_DIR=<a build made elsewhere> skips the build. The figures move by a third
 * between runs on this machine: compare medians of interleaved runs, not single ones.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium, type CDPSession } from 'playwright-core';
import { executablePath } from './bundle';
import { projectRoot, signInAsAdmin, withServedConsole } from './server';

const SCREEN = process.env.TRACE_SCREEN ?? '/admin/devices';
const SHOWN = process.env.TRACE_SHOWN ?? 'table tbody tr';
const RUNS = Number(process.env.TRACE_RUNS ?? 5);
const LONG_TASK_MS = 50;

type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[]; parent?: number };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

const workDir = mkdtempSync(join(tmpdir(), 'console-trace-'));
const staticDir = process.env.TRACE_STATIC_DIR ?? join(workDir, 'dist');
if (!process.env.TRACE_STATIC_DIR) {
  console.log('Building the console without minifying…');
  execFileSync(join(projectRoot, 'node_modules', '.bin', 'vite'), ['build', '--minify', 'false', '--outDir', staticDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: projectRoot, stdio: 'inherit' });
}

/** Each built script's module lines: the module a line of it belongs to. */
const modules = new Map<string, { line: number; name: string }[]>();
for (const file of readdirSync(join(staticDir, 'assets')).filter((f) => f.endsWith('.js'))) {
  const marks: { line: number; name: string }[] = [];
  readFileSync(join(staticDir, 'assets', file), 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const mark = /^\/\/ ((?:node_modules|src|resources|contract|dataProvider|authProvider|i18n)\/\S+)/.exec(text);
      if (mark) marks.push({ line, name: mark[1].replace(/^node_modules\//, '') });
    });
  modules.set(file, marks);
}
/** A frame's module (the script's name where no module line precedes it: Vite's own helpers). */
function moduleOf(frame: ProfileNode['callFrame']): string {
  if (!frame.url) return frame.functionName;
  const file = frame.url.split('/').pop() ?? frame.url;
  let name = file;
  for (const mark of modules.get(file) ?? []) {
    if (mark.line > frame.lineNumber) break;
    name = mark.name;
  }
  return name;
}

const top = (totals: Map<string, number>, n: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, time]) => `${name} ${time.toFixed(0)}`)
    .join(' | ');

async function traced(cdp: CDPSession, open: () => Promise<void>): Promise<{ profile: Profile; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  await open();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { profile, events };
}

/** The run's long tasks with what their time went to; its time over 50 ms; its modules by their own time. */
function analyse({ profile, events }: { profile: Profile; events: TraceEvent[] }, own: Map<string, number>): number {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) nodes.get(child)!.parent = node.id;
  const times: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    times.push(at);
  }
  const weight = (i: number) => (profile.timeDeltas[i + 1] ?? 0) / 1000;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName !== '(idle)' && frame.functionName !== '(program)') own.set(moduleOf(frame), (own.get(moduleOf(frame)) ?? 0) + weight(i));
  });
  // The page's main thread: of the renderers' main threads, the one that worked most.
  const busy = new Map<string, number>();
  const renderers = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  for (const e of events) if (e.name === 'RunTask' && renderers.has(`${e.pid}:${e.tid}`)) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter((e) => `${e.pid}:${e.tid}` === main && e.name === 'RunTask' && (e.dur ?? 0) > LONG_TASK_MS * 1000 && e.ts < times[times.length - 1]).sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    blocking += duration - LONG_TASK_MS;
    const inclusive = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      if (times[i] < task.ts || times[i] > task.ts + (task.dur ?? 0)) return;
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const name = process.env.TRACE_COMPONENTS ? (/^[A-Z]/.test(node.callFrame.functionName) ? node.callFrame.functionName : '') : node.callFrame.url ? moduleOf(node.callFrame) : '';
        if (name && !seen.has(name)) inclusive.set(name, (inclusive.get(name) ?? 0) + weight(i));
        seen.add(name);
      }
    });
    console.log(`  task at ${((task.ts - profile.startTime) / 1000).toFixed(0)} ms, ${duration.toFixed(0)} ms: ${top(inclusive, 6)}`);
  }
  return blocking;
}

try {
  // The server serves the build made above (its environment is this process's).
  process.env.STATIC_DIR = staticDir;
  await withServedConsole(workDir, async (base, setup) => {
    const context = await chromium.launchPersistentContext(join(workDir, 'profile'), { executablePath: await executablePath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signInAsAdmin(page, base, setup);
      await page.goto(`${base}${SCREEN}`);
      await page.locator(SHOWN).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1_500);
      const own = new Map<string, number>();
      const blocking: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        await page.goto('about:blank');
        const cdp = await context.newCDPSession(page);
        const trace = await traced(cdp, async () => {
          await page.goto(`${base}${SCREEN}`);
          await page.locator(SHOWN).first().waitFor({ timeout: 60_000 });
          await page.waitForTimeout(2_000);
        });
        console.log(`Run ${run}:`);
        blocking.push(analyse(trace, own));
        console.log(`  time over ${LONG_TASK_MS} ms: ${blocking[blocking.length - 1].toFixed(0)} ms`);
        await cdp.detach();
      }
      const sorted = [...blocking].sort((a, b) => a - b);
      console.log(`\n${SCREEN} at 4× CPU: time over ${LONG_TASK_MS} ms of its long tasks ${sorted.map((b) => b.toFixed(0)).join(', ')} ms; median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
      for (const [name] of own) own.set(name, own.get(name)! / RUNS);
      console.log(`Own time by module, mean of a run (ms): ${top(own, 15)}`);
    } finally {
      await context.close();
    }
  });
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
