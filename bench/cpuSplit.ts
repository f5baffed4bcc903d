/**
 * Where the machine's cores went during a load: the load's client (this process, or a child such as pgbench), the
 * server under test, and the rest (PostgreSQL's backends, the kernel's own work, anything else), read from /proc
 * (Linux: /proc/stat's busy time, each process's utime + stime). Divided by the calls made, it says what one call
 * cost the cores in each place, which is what a throughput on a machine they all share comes down to.
 */
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

/** CPU milliseconds a process (all its threads) has used, and those of its children it has waited for; 0 once it is gone. */
function processMs(pid: number | 'self'): { own: number; children: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
    // utime, stime, cutime, cstime: the 14th to 17th fields of the line, the 12th to 15th after the command name.
    return { own: (fields[11] + fields[12]) * TICK_MS, children: (fields[13] + fields[14]) * TICK_MS };
  } catch {
    return { own: 0, children: 0 };
  }
}

/**
 * Milliseconds the machine's cores were busy (all but idle and iowait), summed over the cores. Steal (time the
 * hypervisor gave to other machines) counts as busy, so on a virtual machine it lands in "the rest".
 */
function busyMs(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = cpu;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}

export type CpuSplit = { client: number; server: number; rest: number };

/**
 * Starts counting; `stop(calls)` answers the cores' milliseconds per call in each place. The client is this process
 * (`'self'`, the bench's own load loops) or the children it ran and waited for meanwhile (`'children'`: pgbench).
 */
export function cpuSplit(client: 'self' | 'children', serverPid?: number) {
  const clientMs = () => processMs('self')[client === 'self' ? 'own' : 'children'];
  const serverMs = () => (serverPid ? processMs(serverPid).own : 0);
  const start = { busy: busyMs(), client: clientMs(), server: serverMs() };
  return {
    stop(calls: number): CpuSplit {
      const busy = busyMs() - start.busy;
      const clientUsed = clientMs() - start.client;
      const serverUsed = serverMs() - start.server;
      return { client: clientUsed / calls, server: serverUsed / calls, rest: (busy - clientUsed - serverUsed) / calls };
    },
  };
}

export const describeSplit = (s: CpuSplit) =>
  `${(s.client + s.server + s.rest).toFixed(2)} ms of the cores a call: client ${s.client.toFixed(2)}, ${s.server ? `API ${s.server.toFixed(2)}, ` : ''}PostgreSQL and the rest ${s.rest.toFixed(2)}`;
