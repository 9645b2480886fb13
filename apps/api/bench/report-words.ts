import os from 'node:os';

/** Progress, on stderr: the table alone goes to stdout. */
export const log = (message: string) => process.stderr.write(`${message}\n`);
/** A count or rate, whole, with thousands separators. */
export const whole = (value: number) => Math.round(value).toLocaleString('en-US');
/** Milliseconds, two decimals under 10 and one above; a dash for none. */
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
/** The machine's 1, 5 and 15 minute load averages, printed beside every figure. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
