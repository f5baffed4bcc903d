/**
 * Child processes of the bench: each started in its own process group, stopped
 * with SIGTERM to the whole group, and killed when the bench ends however it ends.
 * Process trees and memory are read from /proc (Linux).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export type Group = {
  /** The leader's pid, which is also the process group id. */
  pid: number;
  child: ChildProcess;
  logFile: string;
  /** Resolves when the leader has exited (or failed to start). */
  exited: Promise<void>;
  hasExited: () => boolean;
};

const running = new Set<number>();

/** `uid` and `gid` run it as another user (PostgreSQL, which refuses root, in bench:faults). */
export function spawnGroup(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string; uid?: number; gid?: number }): Group {
  const fd = openSync(options.logFile, 'a');
  let child: ChildProcess;
  try {
    const user = options.uid === undefined ? {} : { uid: options.uid, gid: options.gid };
    child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', fd, fd], ...user });
  } finally {
    closeSync(fd);
  }
  let done = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  }).then(() => {
    done = true;
  });
  if (child.pid === undefined) throw new Error(`could not start ${command} ${args.join(' ')}`);
  running.add(child.pid);
  return { pid: child.pid, child, logFile: options.logFile, exited, hasExited: () => done };
}

type ProcInfo = { pid: number; ppid: number; pgrp: number; state: string };

function readProcs(): ProcInfo[] | null {
  if (!existsSync('/proc/self/stat')) return null;
  const procs: ProcInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name is in parentheses and may contain spaces: fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.push({ pid: Number(name), state: fields[0], ppid: Number(fields[1]), pgrp: Number(fields[2]) });
    } catch {
      // The process ended while we looked.
    }
  }
  return procs;
}

/** Whether any live (non-zombie) process remains in the group. */
export function groupAlive(pgid: number): boolean {
  const procs = readProcs();
  if (procs) return procs.some((p) => p.pgrp === pgid && p.state !== 'Z');
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * SIGTERM to the whole group, then waits until no process of it is left;
 * SIGKILL after `graceMs`. Answers whether the group ended on SIGTERM alone.
 */
export async function stopGroup(group: Group, graceMs = 15_000): Promise<{ graceful: boolean; ms: number }> {
  const started = performance.now();
  let graceful = true;
  if (groupAlive(group.pid)) {
    signalGroup(group.pid, 'SIGTERM');
    const deadline = started + graceMs;
    while (groupAlive(group.pid) && performance.now() < deadline) await sleep(50);
    if (groupAlive(group.pid)) {
      graceful = false;
      signalGroup(group.pid, 'SIGKILL');
      while (groupAlive(group.pid)) await sleep(50);
    }
  }
  await Promise.race([group.exited, sleep(2_000)]);
  running.delete(group.pid);
  return { graceful, ms: performance.now() - started };
}

/** Stops every group still running (used on the way out, also after a failure). */
export async function stopAll(graceMs = 5_000): Promise<void> {
  const pgids = [...running];
  for (const pgid of pgids) signalGroup(pgid, 'SIGTERM');
  const deadline = performance.now() + graceMs;
  while (pgids.some(groupAlive) && performance.now() < deadline) await sleep(50);
  for (const pgid of pgids) {
    if (groupAlive(pgid)) signalGroup(pgid, 'SIGKILL');
    running.delete(pgid);
  }
}

/** Last resort, synchronous (process 'exit'): SIGKILL whatever is left. */
export function killAllNow(): void {
  for (const pgid of running) signalGroup(pgid, 'SIGKILL');
  running.clear();
}

/** The leader and all its descendants. */
export function processTree(rootPid: number): number[] {
  const procs = readProcs() ?? [];
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) {
    for (const p of procs) if (p.ppid === tree[i] && p.state !== 'Z') tree.push(p.pid);
  }
  return tree;
}

export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** Resident set size in bytes, or null when unknown. */
export function rssBytes(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

export function logTail(file: string, lines = 20): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Polls `url` every `intervalMs` until it answers 200; fails if the group's leader exits first. */
export async function waitUntilReady(url: string, group: Group, timeoutMs = 60_000, intervalMs = 50): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (group.hasExited()) throw new Error(`the server exited before ${url} answered 200; its log ends:\n${logTail(group.logFile)}`);
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s; the log ends:\n${logTail(group.logFile)}`);
    await sleep(intervalMs);
  }
}
