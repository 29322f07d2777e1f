/**
 * How long `npm run demo` takes to serve after the build (docs/benchmarks.md#the-demo-marketplace):
 * the built server started as `npm run demo` starts it, on a fresh data directory, timed until it
 * prints that it is running; then stopped and started again on the same directory (the restart).
 * Prints the wall time, the server's CPU time (all its threads) and the load average before each.
 *
 *   npm run build && npx tsx bench/demo-start.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY = 'Fractional is running';
const TICKS_PER_SECOND = 100;

/** utime + stime of a live process, in seconds (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

async function start(
  dataDir: string,
  port: number,
): Promise<{ seconds: number; cpu: number; load: string; seeded: string }> {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
  const started = performance.now();
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, DEMO_MARKETPLACE: 'true', DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  const result = await new Promise<{ seconds: number; cpu: number }>((resolve, reject) => {
    server.on('exit', (code) => reject(new Error(`the server stopped (${code}) before it served:\n${output}`)));
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(READY))
        resolve({ seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(server.pid!) });
    });
  });
  server.removeAllListeners('exit');
  const stopped = new Promise((resolve) => server.on('exit', resolve));
  server.kill('SIGTERM');
  await stopped;
  return { ...result, load, seeded: /demo: \d+ experts.*/.exec(output)?.[0] ?? '(reused)' };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fractional-demo-bench-'));
try {
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const first = await start(dataDir, port);
  const again = await start(dataDir, port);
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model.trim()} · Node.js ${process.version}`);
  for (const [name, run] of [
    ['first start', first],
    ['restart', again],
  ] as const) {
    console.log(
      `${name}: serving after ${run.seconds.toFixed(1)} s, server CPU ${run.cpu.toFixed(1)} s, load average before ${run.load}`,
    );
  }
  console.log(first.seeded);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
