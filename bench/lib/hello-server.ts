import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify hello-world, no plugins, no logging, one process like the API. With
 * REPLAY_FILE (JSON `{ headers, body }`) it answers those bytes instead: what an endpoint sends, at
 * the cost of a bare server, for a reference row.
 */
const replay = process.env.REPLAY_FILE
  ? (JSON.parse(readFileSync(process.env.REPLAY_FILE, 'utf8')) as { headers: Record<string, string>; body: string })
  : null;
const app = Fastify({ logger: false });
if (replay) app.get('/', (_request, reply) => void reply.headers(replay.headers).send(replay.body));
else app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
