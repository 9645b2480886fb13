import autocannon from 'autocannon';

/** What a scenario sends: one fixed request, or `next` called for every request a connection sends. */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  headers?: Record<string, string>;
  next?: () => { path: string; headers?: Record<string, string>; body?: string };
}

export interface LoadResult {
  /** Responses received, whatever their status. */
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Responses per status code, such as { 200: 51234 }. */
  statuses: Record<number, number>;
  /** Requests that got no response (socket errors and timeouts). */
  errors: number;
  seconds: number;
}

/**
 * Loads a target with autocannon for `seconds`. autocannon's histogram has no p95, so every
 * response's latency is kept here and the percentiles are taken from that list (nearest rank).
 */
export async function runLoad(target: LoadTarget, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const { next } = target;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        ...(target.headers && { headers: target.headers }),
        connections,
        duration: seconds,
        ...(next && { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, ...next() }) }] }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const percentile = (rank: number) =>
    latencies[Math.max(0, Math.ceil((rank / 100) * latencies.length) - 1)] ?? Number.NaN;
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    statuses,
    errors: result.errors + result.timeouts,
    seconds: result.duration,
  };
}

/** Answers other than 2xx, and requests with no answer: a fast figure made of refusals is no figure. */
export function unexpectedAnswers(load: LoadResult): string {
  const other = Object.entries(load.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count}× ${status}`);
  if (load.errors > 0) other.push(`${load.errors} errors`);
  return other.join(', ');
}
