import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Target {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The status every answer must have; anything else counts as an error. */
  expectStatus: number;
  /** Headers merged into each request in turn (say, the tokens of several users). */
  headersInTurn?: Array<Record<string, string>>;
  /** Paths (with query) requested in turn instead of the URL's own, on the URL's host. */
  pathsInTurn?: string[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  count: number;
  /** Answers with another status, socket errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

function inTurn(headerSets: Array<Record<string, string>> | undefined, paths: string[] | undefined) {
  let next = 0;
  return (request: { headers?: Record<string, string>; path?: string }) => {
    const headers = headerSets?.[next % headerSets.length];
    const path = paths?.[next % paths.length];
    next += 1;
    return { ...request, ...(path ? { path } : {}), headers: { ...request.headers, ...headers } };
  };
}

/** One autocannon run; every answer's latency is kept (autocannon itself records only 2xx). */
export function fire(target: Target, { connections, seconds }: LoadOptions): Promise<LoadResult> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
        ...(target.body ? { body: target.body } : {}),
        ...(target.headersInTurn || target.pathsInTurn
          ? { requests: [{ setupRequest: inTurn(target.headersInTurn, target.pathsInTurn) }] }
          : {}),
        connections,
        duration: seconds,
        pipelining: 1,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        const sorted = latencies.slice(0, count).sort();
        const unexpected = count - (statuses[String(target.expectStatus)] ?? 0);
        resolve({
          rps: count / result.duration,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          count,
          errors: unexpected + result.errors + result.timeouts,
          statuses,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, ms) => {
      if (count === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count] = ms;
      count += 1;
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/** A short run whose numbers are thrown away: JIT, connection pools and caches warm up. */
export async function warmUp(target: Target, options: LoadOptions): Promise<void> {
  await fire(target, { ...options, seconds: Math.min(3, options.seconds) });
}

/**
 * CPU seconds the whole machine has spent busy (every process, user and system time) since boot,
 * from /proc/stat (counted in USER_HZ, 1/100 s on Linux); null where there is none.
 */
export function machineBusySeconds(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return null;
  }
}
