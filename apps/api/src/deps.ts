import type { BackgroundWorker } from './background/background-worker.js';
import type { ScheduleDefinition, ScheduledRun } from './background/scheduler.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { RevisionCache } from './lib/revision-cache.js';
import type { MarketDepths } from './modules/matching/matching.repository.js';
import type { TokenService } from './modules/auth/tokens.js';
import type { EventStreams } from './modules/live/event-streams.js';
import type { LiveBus } from './modules/live/live-bus.js';
import type { StorageDriver } from './storage/driver.js';

/** How far the instance is in its shutdown (docs/operations.md#shutdown). */
export interface Lifecycle {
  /** Set at SIGTERM: /ready answers 503 and every answer closes its connection. */
  isDraining: boolean;
  /** Set once the drain is over and close() has begun: a connection accepted from now on is refused with 503. */
  isClosing: boolean;
  /** Set while a starting instance builds its in-memory search index: /ready answers 503 (docs/discovery.md). */
  isWarming: boolean;
}

/**
 * What the instance's services share, built once by `buildApp`. A service names the few it uses,
 * `Pick<AppDeps, 'database' | 'live'>`, so it depends on this file and not on the app that builds them.
 */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
  /** Delivers queued mail and drains the other work queues; kick it after a commit that queued some. */
  background: BackgroundWorker;
  storage: StorageDriver;
  lifecycle: Lifecycle;
  /** `GET /auth/me` bodies by user id, and `GET /projects` pages by user and query (ADR 0007). */
  userJson: RevisionCache;
  projectPages: RevisionCache;
  /** A project's spend aggregate by project id, while its spend revision holds (docs/engagements.md#spend). */
  spendGroups: RevisionCache;
  /** A project's matching brief by owner and project, while the owner's revision holds (docs/matching.md). */
  briefs: RevisionCache;
  /** Whether each brief's market is deep, for a minute (docs/matching.md, "A deep market"). */
  marketDepths: MarketDepths;
  /** Announces new stream events to every instance (ADR 0013). */
  live: LiveBus;
  /** This instance's open `GET /events` streams. */
  streams: EventStreams;
  /** Hashes a new account's password: argon2id (modules/auth/passwords.ts) unless `buildApp` was given another. */
  hashPassword: (password: string) => Promise<string>;
}

/**
 * A module's periodic work (ADR 0016): each module exports its list as `schedules` from its index.ts,
 * and app.ts registers them all in one list, each handler given the instance's `AppDeps`.
 */
export type ModuleSchedule = Omit<ScheduleDefinition, 'handler'> & {
  handler: (deps: AppDeps, run: ScheduledRun) => Promise<unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
