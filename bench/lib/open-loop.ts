import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** What an open-loop run saw: latencies of the accepted (2xx) answers, 503s and the rest. */
export interface OpenLoopResult {
  sent: number;
  /** Latencies (ms) of 2xx answers, sorted. */
  accepted: number[];
  shed: number;
  /** Other statuses, socket errors and timeouts. */
  errors: number;
  seconds: number;
}

export interface OpenLoopRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * Sends `rate` requests a second for `seconds`, evenly spaced and whether or not earlier ones were
 * answered (an open loop: what many independent clients do). autocannon's `overallRate` is not one:
 * each connection sends its quota as fast as it can at the start of every second, a burst that says
 * more about the burst than about the server. Keep-alive connections are opened as needed.
 */
export async function openLoop(
  request: OpenLoopRequest,
  rate: number,
  seconds: number,
  timeoutMs = 10_000,
): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const accepted: number[] = [];
  let shed = 0;
  let errors = 0;
  let sent = 0;
  const pending = new Set<Promise<void>>();
  const one = () => {
    const started = performance.now();
    const done = new Promise<void>((resolve) => {
      const outgoing = http.request(request.url, {
        method: request.method,
        agent,
        headers: request.headers,
        timeout: timeoutMs,
      });
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', () => {
        errors += 1;
        resolve();
      });
      outgoing.on('response', (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) accepted.push(performance.now() - started);
          else if (status === 503) shed += 1;
          else errors += 1;
          resolve();
        });
      });
      outgoing.end(request.body);
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  const begun = performance.now();
  const total = Math.round(rate * seconds);
  // A 1 ms tick sends every request whose time has come, so the spacing holds under timer jitter.
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - begun) / 1000) * rate));
      while (sent < due) {
        sent += 1;
        one();
      }
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  accepted.sort((a, b) => a - b);
  return { sent, accepted, shed, errors, seconds: (performance.now() - begun) / 1000 };
}
