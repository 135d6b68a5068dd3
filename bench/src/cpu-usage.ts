import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CPU seconds from /proc (Linux): on a shared, loaded machine CPU per request is steadier than
// latency, so the benches print both. Elsewhere these read 0.
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself contain spaces and parentheses.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

// utime + stime (+ cutime + cstime: children that already exited) of one process.
export function processCpuSeconds(pid: number, withExitedChildren = false): number {
  const f = statFields(pid);
  if (!f) return 0;
  const ticks = Number(f[11]) + Number(f[12]) + (withExitedChildren ? Number(f[13]) + Number(f[14]) : 0);
  return ticks / TICKS_PER_SECOND;
}

// The postmaster of a data directory and every backend it runs (live or exited).
export function postgresCpuSeconds(pgDataDir: string): number {
  const pidFile = path.join(pgDataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return 0;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let total = processCpuSeconds(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const f = statFields(pid);
    if (f && Number(f[1]) === postmaster) total += processCpuSeconds(pid);
  }
  return total;
}

export type CpuMeter = { stop: (requests: number) => string };

// Starts measuring; stop() formats the CPU milliseconds per request of the API and of PostgreSQL.
export function meterCpu(apiPid: number, pgDataDir: string): CpuMeter {
  const meter = meterProcesses({ api: apiPid }, pgDataDir);
  return { stop: (requests) => `CPU per request: ${meter.stop(requests, 'ms')}` };
}

// The CPU of named processes and of PostgreSQL per unit of work (request, event), in ms or µs;
// `total` sums them.
export function meterProcesses(pids: Record<string, number>, pgDataDir: string) {
  const start = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, processCpuSeconds(pid)]));
  const pg0 = postgresCpuSeconds(pgDataDir);
  return {
    stop(units: number, scale: 'ms' | 'µs'): string {
      const factor = scale === 'ms' ? 1000 : 1_000_000;
      const per = (seconds: number) => `${((seconds * factor) / Math.max(1, units)).toFixed(2)} ${scale}`;
      const used = Object.entries(pids).map(
        ([name, pid]) => [name, processCpuSeconds(pid) - (start[name] ?? 0)] as const,
      );
      used.push(['postgres', postgresCpuSeconds(pgDataDir) - pg0]);
      const total = used.reduce((sum, [, seconds]) => sum + seconds, 0);
      return `${used.map(([name, seconds]) => `${name} ${per(seconds)}`).join(', ')}${used.length > 2 ? `, total ${per(total)}` : ''}`;
    },
  };
}
