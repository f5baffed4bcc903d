/**
 * A statement run through PostgreSQL's own load tool, pgbench, beside the API calls that run it (bench:business): the
 * same database, the same number of connections, the statement prepared as the server prepares its own, its
 * parameters bound as the server binds them (`:name` in the script, each given with `-D name=value`). Answers the
 * transactions a second pgbench measured (after `warmupSeconds` of the same, not counted), and how the cores' time of a
 * transaction split between pgbench and the rest (PostgreSQL) meanwhile.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CpuSplit, cpuSplit } from './cpuSplit';

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}: ${out.slice(-500)}`))));
  });
}

export async function pgbenchTps(url: string, statement: string, vars: Record<string, string>, load: { clients: number; seconds: number; warmupSeconds: number }): Promise<{ tps: number; cpu: CpuSplit }> {
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const script = join(dir, 'statement.sql');
    writeFileSync(script, `${statement};\n`);
    const args = (seconds: number) => [
      '--no-vacuum',
      '--protocol=prepared',
      `--client=${load.clients}`,
      `--jobs=${Math.min(load.clients, 2)}`,
      `--time=${seconds}`,
      `--file=${script}`,
      ...Object.entries(vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      url,
    ];
    await run(args(load.warmupSeconds));
    const split = cpuSplit('children');
    const out = await run(args(load.seconds));
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1];
    const transactions = /number of transactions actually processed: (\d+)/.exec(out)?.[1];
    if (!tps || !transactions) throw new Error(`pgbench printed no tps:\n${out.slice(-500)}`);
    return { tps: Number(tps), cpu: split.stop(Number(transactions)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
