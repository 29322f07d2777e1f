import { describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process.js';
import { buildContractor } from './factories.js';

// What a developer reads in the terminal of `npm start` (issue 15, item 19).

/** Waits until the server's output has a line that `isWanted` accepts. */
async function lineOf(running: ApiProcess, isWanted: (line: string) => boolean): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const line = running
      .output()
      .split('\n')
      .find((candidate) => isWanted(candidate));
    if (line !== undefined) return line;
    if (Date.now() > deadline) throw new Error(`no such line in:\n${running.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server log', () => {
  it('says where the app runs, logs one line per request and prints the reset link on a line of its own', async () => {
    const running = await startApiProcess({});
    try {
      await lineOf(running, (line) => line === `Fractional is running: open ${running.baseUrl}`);
      // A fresh database: said once, before anyone signs up (docs/demo.md).
      await lineOf(running, (line) => line.startsWith('The marketplace is empty.') && line.endsWith('npm run demo'));

      // A credential in a query string (signed upload URLs carry one) is not written out.
      const health = await fetch(`${running.baseUrl}/api/v1/health?probe=1&signature=s3cr3t`);
      expect(health.status).toBe(200);
      const requestLine = await lineOf(running, (line) => line.includes('/api/v1/health?probe=1'));
      const logged = JSON.parse(requestLine) as Record<string, unknown>;
      const url = '/api/v1/health?probe=1&signature=redacted';
      expect(logged).toMatchObject({ method: 'GET', url, statusCode: 200 });
      expect(logged.msg).toMatch(/^GET \/api\/v1\/health\?probe=1&signature=redacted 200 \d+(\.\d)? ms$/);
      expect(
        running
          .output()
          .split('\n')
          .filter((line) => line.includes('/api/v1/health?probe=1')),
      ).toHaveLength(1);
      expect(running.output()).not.toMatch(/incoming request|request completed|s3cr3t|FSTDEP/);

      const account = buildContractor();
      const post = (path: string, body: object) =>
        fetch(`${running.baseUrl}/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      expect((await post('/auth/email/register', account)).status).toBe(201);
      expect((await post('/auth/forgot/password', { email: account.email })).status).toBe(204);
      const link = await lineOf(running, (line) => line.includes('/member/confirm-reset-password?hash='));
      expect(link).toMatch(new RegExp(`^${running.baseUrl}/member/confirm-reset-password\\?hash=[\\w.-]+$`));
    } finally {
      await running.stop('SIGKILL');
    }
  }, 90_000);
});
