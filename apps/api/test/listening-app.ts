import { createServer, type AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from './build-test-app.js';

type Overrides = Parameters<typeof buildTestApp>[0];

/** A port nobody is listening on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A test app listening on a real port, with APP_URL pointing at it, so absolute URLs the API hands
 * out (signed upload links) can be fetched with real streaming bodies.
 */
export async function buildListeningTestApp(overrides: Overrides = {}): Promise<TestApp & { baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({ ...overrides, appUrl: baseUrl });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}
