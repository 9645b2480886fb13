import autocannon from 'autocannon';

/** What one scenario sends: a fixed request, or `nextRequest` called for every request a connection sends. */
export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST' | 'PATCH';
  /** Sent with every request (a request's own `nextRequest` headers replace them). */
  headers?: Record<string, string>;
  nextRequest?: () => { path?: string; headers?: Record<string, string>; body?: string };
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  /** Requests per second offered across all connections; without it each connection sends its next request as soon as it has an answer. */
  rate?: number;
}

export interface LoadResult {
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
 * Loads a target with autocannon. autocannon's histogram reports p50, p90, p97.5 and p99 but no
 * p95, so every response's latency is also kept here and all percentiles come from that list.
 */
export async function runLoad(target: LoadTarget, settings: LoadSettings): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        ...(target.headers && { headers: target.headers }),
        connections: settings.connections,
        duration: settings.seconds,
        ...(settings.rate && { overallRate: settings.rate }),
        ...(target.nextRequest && { requests: [{ setupRequest: setupRequestFrom(target.nextRequest) }] }),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, milliseconds) => {
      latencies.push(milliseconds);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const seconds = result.duration;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    statuses,
    errors: result.errors + result.timeouts,
    seconds,
  };
}

function setupRequestFrom(next: NonNullable<LoadTarget['nextRequest']>) {
  return (request: autocannon.Request): autocannon.Request => {
    const { path, headers, body } = next();
    return { ...request, ...(path && { path }), ...(headers && { headers }), ...(body && { body }) };
  };
}

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], rank: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
