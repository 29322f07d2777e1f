/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Requests a second across all connections. */
    overallRate?: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    requests: { average: number; total: number; sent: number };
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Client {
    setBody(body: string): void;
  }

  interface Instance extends EventEmitter {
    on(event: 'response', listener: (client: Client, statusCode: number, bytes: number, ms: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    stop(): void;
  }

  function autocannon(options: Options, callback: (error: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
