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
      // A sign-up spends tens of milliseconds hashing: SIGTERM arrives while it is in flight.
      const inFlight = fetch(`${running.baseUrl}/api/v1/auth/email/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildContractor()),
      });
      await new Promise((resolve) => setTimeout(resolve, 15));
      running.child.kill('SIGTERM');
      const response = await inFlight;
      expect(response.status).toBe(201);
      expect(await running.exited, running.output()).toBe(0);
      expect(running.output()).toContain('shutting down');
    } finally {
      await running.stop('SIGKILL');
    }
  }, 90_000);
});
