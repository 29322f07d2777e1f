import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { startApiProcess } from './api-process.js';
import { buildContractor } from './factories.js';

describe('the server process', () => {
  it('refuses to start with bad configuration, naming each bad variable on its own line', async () => {
    const running = await startApiProcess(
      { PORT: 'abc', DATABASE_URL: 'mysql://nope', NODE_ENV: 'production' },
      { ready: false },
    );
    expect(await running.exited).toBe(1);
    const lines = running.output().trim().split('\n');
    expect(lines.some((line) => line.startsWith('config: PORT:'))).toBe(true);
    expect(lines.some((line) => line.startsWith('config: DATABASE_URL:'))).toBe(true);
  });

  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const running = await startApiProcess({});
    try {
      // SIGTERM goes once the server holds the request: with `expect: 100-continue` the server answers
      // "100 Continue" as it hands the request to Fastify, and only then is the body sent. (Waiting a
      // fixed time instead failed on a loaded machine: the request reached a server already closing, 503.)
      const body = JSON.stringify(buildContractor());
      const answered = new Promise<{ status: number }>((resolve, reject) => {
        const request = http.request(`${running.baseUrl}/api/v1/auth/email/register`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        });
        request.on('continue', () => {
          running.child.kill('SIGTERM');
          request.end(body);
        });
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
        });
        request.on('error', reject);
        request.flushHeaders();
      });
      expect((await answered).status).toBe(201);
      expect(await running.exited, running.output()).toBe(0);
      expect(running.output()).toContain('shutting down');
    } finally {
      await running.stop('SIGKILL');
    }
  }, 90_000);
});
