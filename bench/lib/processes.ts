import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const API_SERVER = path.join(ROOT, 'apps/api/dist/server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export interface Running {
  name: string;
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `node [nodeArgs] script` with env, and waits until `readyPath` answers 2xx. */
export async function startProcess(options: {
  name: string;
  script: string;
  env?: Record<string, string>;
  port: number;
  readyPath: string;
  nodeArgs?: string[];
}): Promise<Running> {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), options.script], {
    cwd: ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const running: Running = {
    name: options.name,
    child,
    baseUrl,
    output: () => output,
    stop: () => stopChild(child),
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}${options.readyPath}`)).ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await running.stop();
  throw new Error(`${options.name} did not become ready:\n${output}`);
}

/** SIGTERM, then SIGKILL after 20 s; resolves once the process has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(force);
}

/** Runs a command to completion, failing with its output when it exits non-zero. */
export function run(command: string, args: string[], cwd = ROOT): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat (USER_HZ, 1/100 s on Linux). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * CPU seconds used by every PostgreSQL server process of this machine (backends, checkpointer, …) that
 * is alive now; a backend that ends between two readings takes its seconds with it, so compare
 * readings taken while the same connections are open.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) total += cpuSeconds(Number(entry));
    } catch {
      // the process ended while being read
    }
  }
  return total;
}
