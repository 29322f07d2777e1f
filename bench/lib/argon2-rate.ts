import { hashPassword, verifyPassword } from '../../apps/api/src/modules/auth/passwords.js';

/**
 * The bare argon2id rate: the verification login does (same parameters, same library), with
 * `concurrency` in flight for `seconds`, in a process of its own like the API. Prints JSON: the rate
 * and the process's CPU per verification.
 */
const concurrency = Number(process.argv[2] ?? 16);
const seconds = Number(process.argv[3] ?? 10);
const password = 'bench-password-42';
const stored = await hashPassword(password);

async function worker(until: number, counter: { done: number }): Promise<void> {
  while (Date.now() < until) {
    if (!(await verifyPassword(stored, password))) throw new Error('verification failed');
    counter.done += 1;
  }
}

const warmup = { done: 0 };
await Promise.all(Array.from({ length: concurrency }, () => worker(Date.now() + 2000, warmup)));
const counter = { done: 0 };
const started = performance.now();
const cpuBefore = process.cpuUsage();
await Promise.all(Array.from({ length: concurrency }, () => worker(Date.now() + seconds * 1000, counter)));
const cpu = process.cpuUsage(cpuBefore);
const elapsed = (performance.now() - started) / 1000;
// This process's CPU (every thread: argon2 runs on libuv's pool) per verification, in milliseconds.
const cpuMsPerVerification = (cpu.user + cpu.system) / 1000 / counter.done;
process.stdout.write(
  `${JSON.stringify({ rate: counter.done / elapsed, count: counter.done, seconds: elapsed, cpuMsPerVerification })}\n`,
);
