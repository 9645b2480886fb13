import { readFileSync } from 'node:fs';

/** The process's peak resident memory (VmHWM) in MiB, read from /proc while it still runs. */
export function readPeakMemoryMib(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmHWM:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kib) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(kib) / 1024;
}
