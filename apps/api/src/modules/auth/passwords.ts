import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id (the library's default algorithm) with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** libuv's thread pool, where argon2 runs beside file system work and DNS lookups. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * How many hashes run at once; the rest wait their turn. argon2 is CPU-bound, so more at once than
 * there are cores only makes each slower (measured on 2 cores, alternating runs: 4 at once cost
 * ≈ 12 % more CPU per hash than 2), and a burst of sign-ins must not take every pool thread from
 * file reads and DNS.
 */
const runHash = pLimit(Math.max(1, Math.min(availableParallelism(), THREAD_POOL_SIZE - 1)));

export function hashPassword(password: string): Promise<string> {
  return runHash(() => hash(password, OPTIONS));
}

/** false on mismatch or on a malformed stored hash; never throws for bad input. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await runHash(() => verify(storedHash, password));
  } catch {
    return false;
  }
}

/**
 * A hasher that computes `sharedPassword`'s hash once and hands the same (salted, real argon2) hash to every
 * later sign-up with that password; any other password is hashed as usual. For many accounts made by one
 * program with one password: the demo's fill (hundreds of hashes were most of its CPU) and the API tests.
 */
export function hashingOnce(sharedPassword: string): (password: string) => Promise<string> {
  let shared: Promise<string> | undefined;
  return (password) => (password === sharedPassword ? (shared ??= hashPassword(password)) : hashPassword(password));
}

let dummyHash: Promise<string> | null = null;

/** Spends the time of a real verification, so unknown e-mails answer as slowly as wrong passwords. */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
