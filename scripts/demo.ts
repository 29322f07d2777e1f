import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildIfChanged } from './build-if-changed.js';

/**
 * `npm run demo` (docs/demo.md): `npm start` on a database of its own (./data-demo unless DATA_DIR
 * says otherwise), filled with the demo marketplace on first start. It refuses a DATABASE_URL, which
 * may be real data, unless `--force` says that database is meant for the demo.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const force = process.argv.includes('--force');

if (process.env.DATABASE_URL && !force) {
  console.error(
    'npm run demo fills its database with sample people, and DATABASE_URL is set: it may hold real data.\n' +
      'Unset DATABASE_URL to use the embedded ./data-demo, or run `npm run demo -- --force` if that database is meant for the demo.',
  );
  process.exit(1);
}

buildIfChanged(root);
const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DEMO_MARKETPLACE: 'true',
    DATA_DIR: process.env.DATA_DIR ?? './data-demo',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
