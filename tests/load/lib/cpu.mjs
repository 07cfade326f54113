// Where the CPU went during a measurement (Linux /proc; elsewhere nothing is reported).
// The machine's cores are shared by autocannon, the bench's processes, the shared servers and
// whatever else runs: a large "other" share means the figures were disturbed by outside work.
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
/** The shared servers' commands, and their names as the CPU line prints them. */
const SERVER_NAMES = { postgres: 'PostgreSQL', postmaster: 'PostgreSQL', 'nats-server': 'NATS', 'redis-server': 'Redis' };

function readTicks(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const close = stat.lastIndexOf(')');
  const comm = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  return { comm, ticks: Number(fields[11]) + Number(fields[12]) };
}

function snapshot() {
  const [, ...cpu] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((a, b) => a + b, 0);
  const procs = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      procs.set(Number(entry), readTicks(entry));
    } catch {
      // exited meanwhile
    }
  }
  return { at: performance.now(), busy: total - idle, procs };
}

/**
 * Starts sampling; `named` maps a label to a pid (the gateway, each service, the baseline, this
 * process). The returned function ends the sample and gives { <label>: %, servers: %, other: %,
 * capacity: %, serverParts: { PostgreSQL: %, NATS: %, Redis: % } } where 100% is one core, or undefined where /proc is not available.
 */
export function sampleCpu(named) {
  let start;
  try {
    start = snapshot();
  } catch {
    return () => undefined;
  }
  return () => {
    const end = snapshot();
    const seconds = (end.at - start.at) / 1000;
    const pct = (ticks) => (100 * ticks) / TICKS_PER_SECOND / seconds;
    const byPid = new Map(Object.entries(named).map(([label, pid]) => [pid, label]));
    const out = {};
    let known = 0;
    const serverParts = {};
    for (const [pid, now] of end.procs) {
      const before = start.procs.get(pid);
      const used = now.ticks - (before && before.comm === now.comm ? before.ticks : 0);
      if (used <= 0) continue;
      const label = byPid.get(pid);
      if (label) {
        out[label] = pct(used);
        known += used;
      } else if (Object.hasOwn(SERVER_NAMES, now.comm)) {
        const name = SERVER_NAMES[now.comm];
        serverParts[name] = (serverParts[name] ?? 0) + used;
      }
    }
    const servers = Object.values(serverParts).reduce((sum, used) => sum + used, 0);
    out.servers = pct(servers);
    out.serverParts = Object.fromEntries(Object.entries(serverParts).map(([name, used]) => [name, pct(used)]));
    // Whatever the machine did besides our processes and the shared servers (other runs, builds, browsers).
    out.other = Math.max(0, pct(end.busy - start.busy - known - servers));
    out.capacity = 100 * availableParallelism();
    return out;
  };
}
