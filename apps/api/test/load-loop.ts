import type { Project } from '@fractional/contract';
import pg from 'pg';

/** One request of a load loop: what was asked, how it ended, how long it took. */
export interface Outcome {
  label: string;
  status: number | null;
  body: string;
  /** A network failure (refused, reset, timed out) instead of an answer. */
  error: string | null;
  ms: number;
  /** When it started, in ms since the loop began. */
  at: number;
}

export interface LoadLoop {
  outcomes: Outcome[];
  /** Lets every worker finish its request in flight, then resolves with all outcomes. */
  stop(): Promise<Outcome[]>;
}

/**
 * `workers` concurrent clients, each sending `next(worker, n)` requests back to back until stop().
 * Requests time out after `timeoutMs` (an outcome with an error), so a hung server shows up.
 */
export function startLoad(
  workers: number,
  next: (worker: number, n: number) => { label: string; url: string; init?: RequestInit },
  { timeoutMs = 15_000 } = {},
): LoadLoop {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  let isRunning = true;
  const loop = async (worker: number) => {
    for (let n = 0; isRunning; n += 1) {
      const { label, url, init } = next(worker, n);
      const at = performance.now() - started;
      try {
        const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const body = await response.text();
        outcomes.push({ label, status: response.status, body, error: null, ms: performance.now() - started - at, at });
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
        const message = error instanceof Error ? `${error.name}: ${error.message}${cause}` : String(error);
        outcomes.push({ label, status: null, body: '', error: message, ms: performance.now() - started - at, at });
      }
    }
  };
  const running = Array.from({ length: workers }, (_, worker) => loop(worker));
  return {
    outcomes,
    async stop() {
      isRunning = false;
      await Promise.all(running);
      return outcomes;
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it is true; throws `message` after `deadlineMs`. */
export async function waitUntil(
  check: () => Promise<boolean> | boolean,
  message: string,
  deadlineMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`);
    await sleep(100);
  }
}

/** The projects whose creation was acknowledged (201) during a load loop. */
export function acknowledgedProjects(outcomes: Outcome[]): Project[] {
  return outcomes.filter((outcome) => outcome.status === 201).map((outcome) => JSON.parse(outcome.body) as Project);
}

/** The names of a user's stored projects by id, read straight from PostgreSQL. */
export async function storedProjectNames(databaseUrl: string, userId: number): Promise<Map<number, string>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; name: string }>(
      'select p.id, p.name from projects p join profiles f on f.id = p.profile_id where f.user_id = $1',
      [userId],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  } finally {
    await db.end();
  }
}
