import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Backend {
  readonly url: URL;
  readonly agent: Agent;
  isHealthy: boolean;
}

export interface ProxyStats {
  /** Requests answered by each backend (index in the list given to startProxy). */
  served: number[];
  /** Attempts moved to another backend after a refused connection (or a reset idempotent request). */
  retries: number;
  /** Requests the proxy itself answered with 502 because no backend could. */
  failures: number;
}

export interface RoundRobinProxy {
  url: string;
  stats: ProxyStats;
  /** Marks every backend up again at once (a restarted instance; the health check would also notice). */
  checkNow(): Promise<void>;
  close(): Promise<void>;
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A loopback load balancer that behaves like a real one during deploys: round robin over healthy
 * backends; an active health check of `/api/v1/ready` every `intervalMs` (a 503 while an instance
 * drains takes it out of rotation and drops its idle pooled connections); a request whose
 * connection was refused moves to the next backend, and so does an idempotent one whose pooled
 * connection was reset before any answer. Nothing else is retried: a POST that reached an instance
 * is never sent twice. Every answer names its backend in `x-backend`.
 */
export async function startProxy(targets: string[], { intervalMs = 100 } = {}): Promise<RoundRobinProxy> {
  const backends: Backend[] = targets.map((target) => ({
    url: new URL(target),
    agent: new Agent({ keepAlive: true, maxSockets: 64 }),
    isHealthy: true,
  }));
  const stats: ProxyStats = { served: backends.map(() => 0), retries: 0, failures: 0 };
  let next = 0;

  const markDown = (backend: Backend) => {
    if (!backend.isHealthy) return;
    backend.isHealthy = false;
    // Idle pooled sockets to a draining or dead instance must not carry a later request; sockets
    // with a request in flight are left alone (a draining instance still answers them).
    for (const sockets of Object.values(backend.agent.freeSockets))
      for (const socket of sockets ?? []) socket.destroy();
  };

  const check = async (backend: Backend) => {
    try {
      const response = await fetch(new URL('/api/v1/ready', backend.url), { signal: AbortSignal.timeout(1000) });
      await response.arrayBuffer();
      if (response.ok) backend.isHealthy = true;
      else markDown(backend);
    } catch {
      markDown(backend);
    }
  };
  const checkAll = () => Promise.all(backends.map(check)).then(() => undefined);
  let checking = checkAll();
  const timer = setInterval(() => {
    checking = checking.then(checkAll);
  }, intervalMs);

  const pick = (tried: Set<Backend>): Backend | undefined => {
    for (let step = 0; step < backends.length; step += 1) {
      const backend = backends[(next + step) % backends.length];
      if (backend && backend.isHealthy && !tried.has(backend)) {
        next = (backends.indexOf(backend) + 1) % backends.length;
        return backend;
      }
    }
    return undefined;
  };

  const forward = (incoming: IncomingMessage, outgoing: ServerResponse, body: Buffer, tried: Set<Backend>): void => {
    const backend = pick(tried);
    if (!backend) {
      stats.failures += 1;
      outgoing.writeHead(502, { 'content-type': 'application/json' }).end('{"status":502,"message":"No backend"}');
      return;
    }
    tried.add(backend);
    // Appended, as AWS and most load balancers do: only the last hop is the proxy's own knowledge.
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const headers = { ...incoming.headers, host: backend.url.host, 'x-forwarded-for': forwardedFor };
    const upstream = httpRequest(
      {
        host: backend.url.hostname,
        port: backend.url.port,
        path: incoming.url,
        method: incoming.method,
        headers,
        agent: backend.agent,
      },
      (answer) => {
        stats.served[backends.indexOf(backend)] = (stats.served[backends.indexOf(backend)] ?? 0) + 1;
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          'x-backend': String(backends.indexOf(backend)),
        });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.headersSent) {
        outgoing.destroy(error);
        return;
      }
      const isRefused = error.code === 'ECONNREFUSED';
      const isResetBeforeAnswer =
        (error.code === 'ECONNRESET' || error.message === 'socket hang up') && IDEMPOTENT.has(incoming.method ?? '');
      if (isRefused) markDown(backend);
      if ((isRefused || isResetBeforeAnswer) && tried.size < backends.length + 1) {
        stats.retries += 1;
        forward(incoming, outgoing, body, tried);
        return;
      }
      stats.failures += 1;
      outgoing.writeHead(502, { 'content-type': 'application/json' }).end('{"status":502,"message":"Bad Gateway"}');
    });
    upstream.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => forward(incoming, outgoing, Buffer.concat(chunks), new Set()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await checking;
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats,
    checkNow: () => (checking = checking.then(checkAll)),
    async close() {
      clearInterval(timer);
      await checking;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      for (const backend of backends) backend.agent.destroy();
    },
  };
}
