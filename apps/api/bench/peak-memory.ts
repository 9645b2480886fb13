import { readFileSync } from 'node:fs';
import { childProcessIds } from '../test-support/server-process';

/**
 * The server's peak resident memory (VmHWM) in MiB, read from /proc while it still runs: summed
 * over the process and its children, the workers of a cluster (each one's own peak, so at most
 * what they held at once).
 */
export function readPeakMemoryMib(pid: number): number {
  return [pid, ...childProcessIds(pid)].reduce((sum, process) => sum + peakKib(process), 0) / 1024;
}

function peakKib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(kib);
}
