import { request, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: IncomingMessage['headers'];
  /** Every event received so far, and comment lines (heartbeats) counted. */
  events: SseEvent[];
  comments: string[];
  /** Resolves with the first event (already received or coming) that matches; rejects when the stream ends first. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves once `condition` holds after some line arrived (e.g. a number of heartbeats). */
  until(condition: () => boolean, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A minimal EventSource over node:http (so tests can read the status, set Last-Event-ID and see
 * comments): parses `id:`, `event:`, `data:` and `:` lines as the SSE specification does.
 */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const comments: string[] = [];
      const waiters = new Set<() => void>();
      let isEnded = false;
      let buffer = '';
      let current: SseEvent = { id: null, event: 'message', data: '' };
      let hasData = false;
      const ended = new Promise<void>((done) => {
        const finish = () => {
          isEnded = true;
          for (const wake of waiters) wake();
          done();
        };
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let newline;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (hasData) events.push(current);
            current = { id: null, event: 'message', data: '' };
            hasData = false;
            continue;
          }
          if (line.startsWith(':')) {
            comments.push(line.slice(1).trim());
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') current.id = value;
          else if (field === 'event') current.event = value;
          else if (field === 'data') {
            current.data = hasData ? `${current.data}\n${value}` : value;
            hasData = true;
          }
        }
        for (const wake of waiters) wake();
      });
      const until = (condition: () => boolean, timeoutMs = 10_000) =>
        new Promise<void>((done, fail) => {
          const check = () => {
            if (condition()) return finish(done);
            if (isEnded) return finish(() => fail(new Error('stream ended before the condition held')));
          };
          const timer = setTimeout(
            () =>
              finish(() => fail(new Error(`condition not met within ${timeoutMs} ms; got ${JSON.stringify(events)}`))),
            timeoutMs,
          );
          const finish = (settle: () => void) => {
            clearTimeout(timer);
            waiters.delete(check);
            settle();
          };
          waiters.add(check);
          check();
        });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        comments,
        ended,
        close: () => req.destroy(),
        until,
        async next(match, timeoutMs) {
          await until(() => events.some(match), timeoutMs);
          return events.find(match) as SseEvent;
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
