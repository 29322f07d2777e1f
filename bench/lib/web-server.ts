import path from 'node:path';
import type { buildApp as BuildApp } from '../../apps/api/src/app.js';
import type { loadConfig as LoadConfig } from '../../apps/api/src/config.js';
import { ROOT } from './processes.js';

/**
 * The production build of the API (apps/api/dist) serving a web build from WEB_ROOT: what
 * `npm start` runs, with the SPA from a directory of the benchmark's own (apps/web/dist stays untouched).
 */
const dist = (file: string) => path.join(ROOT, 'apps/api/dist', file);
const { buildApp } = (await import(dist('app.js'))) as { buildApp: typeof BuildApp };
const { loadConfig } = (await import(dist('config.js'))) as { loadConfig: typeof LoadConfig };

const config = loadConfig();
const app = await buildApp(config, { serveWeb: true, webRoot: process.env.WEB_ROOT ?? '' });
await app.listen({ port: config.port, host: config.host });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
