// CPU seconds of processes from Linux /proc, to say where a benchmark's time went.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Parent pid, CPU seconds used so far, and those of its children that have exited (clock
 * ticks are 100 a second on Linux).
 */
export function procStat(pid: number | string | undefined): { ppid: number; cpu: number; exited: number } {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return {
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / 100,
      exited: (Number(fields[13]) + Number(fields[14])) / 100,
    };
  } catch {
    return { ppid: -1, cpu: Number.NaN, exited: Number.NaN };
  }
}

/**
 * CPU of PostgreSQL: the postmaster, its live children (the pools' backends, the background
 * workers) and the children that have exited since it started (backends of closed connections).
 */
export function postgresCpu(postmaster: number): number {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(procStat)
    .filter((stat) => stat.ppid === postmaster);
  const own = procStat(postmaster);
  return children.reduce((sum, stat) => sum + (stat.cpu || 0), own.cpu + own.exited);
}
