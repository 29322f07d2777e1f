import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { loggableError } from '../../lib/errors.js';
import { notifyChannel } from './live-events.repository.js';

/** What a bus hands to this instance's streams: users with new events, or `all` after a gap. */
export type LiveSignal = number[] | 'all';

/**
 * Tells every instance which users have new stream events. Messages carry user ids only (a few
 * bytes); each instance reads the events themselves from the database (ADR 0013).
 */
export interface LiveBus {
  readonly kind: 'postgres' | 'pglite' | 'redis';
  start(onSignal: (signal: LiveSignal) => void): Promise<void>;
  /** Fire and forget: never throws, never makes a request wait. */
  announce(userIds: number[]): void;
  stop(): Promise<void>;
}

const CHANNEL = 'fractional_live';
/** NOTIFY payloads must stay under 8,000 bytes; ids are split into messages of at most this. */
const PAYLOAD_MAX = 7000;

export function encodeUserIds(userIds: number[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of userIds) {
    const part = String(id);
    if (current.length + part.length + 1 > PAYLOAD_MAX) {
      payloads.push(current);
      current = '';
    }
    current = current ? `${current},${part}` : part;
  }
  if (current) payloads.push(current);
  return payloads;
}

export function decodeUserIds(payload: string): number[] {
  return payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

/** PostgreSQL (or PGlite in one process) LISTEN/NOTIFY on the application database. */
class DatabaseBus implements LiveBus {
  readonly kind: 'postgres' | 'pglite';
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {
    this.kind = database.kind;
  }

  async start(onSignal: (signal: LiveSignal) => void): Promise<void> {
    this.unlisten = await this.database.listen(
      CHANNEL,
      (payload) => onSignal(decodeUserIds(payload)),
      () => {
        this.log.info('live updates: LISTEN connection restored');
        onSignal('all');
      },
    );
  }

  announce(userIds: number[]): void {
    for (const payload of encodeUserIds(userIds)) {
      notifyChannel(this.database.db, CHANNEL, payload).catch((error: unknown) =>
        this.log.warn({ err: loggableError(error) }, 'live updates: NOTIFY failed'),
      );
    }
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
  }
}

/** Redis pub/sub: one publishing and one subscribed connection per instance. */
class RedisBus implements LiveBus {
  readonly kind = 'redis' as const;
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    url: string,
    namespace: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.channel = `${namespace}live`;
    const options = { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true };
    this.publisher = new Redis(url, { ...options, enableOfflineQueue: false });
    this.subscriber = new Redis(url, options);
    for (const connection of [this.publisher, this.subscriber])
      connection.on('error', (error) => this.log.warn({ err: loggableError(error) }, 'live updates: redis error'));
  }

  async start(onSignal: (signal: LiveSignal) => void): Promise<void> {
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel === this.channel) onSignal(decodeUserIds(payload));
    });
    let isFirst = true;
    // ioredis re-subscribes after a reconnect; what was published meanwhile is caught up by a refresh.
    this.subscriber.on('ready', () => {
      if (!isFirst) onSignal('all');
      isFirst = false;
    });
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    await this.subscriber.subscribe(this.channel);
  }

  announce(userIds: number[]): void {
    for (const payload of encodeUserIds(userIds)) {
      this.publisher
        .publish(this.channel, payload)
        .catch((error: unknown) => this.log.warn({ err: loggableError(error) }, 'live updates: PUBLISH failed'));
    }
  }

  async stop(): Promise<void> {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}

/** Redis when REDIS_URL is set, else the database's own LISTEN/NOTIFY. */
export function createLiveBus(config: Config, database: DatabaseHandle, log: FastifyBaseLogger): LiveBus {
  const busLog = log.child({ module: 'live' });
  return config.redisUrl
    ? new RedisBus(config.redisUrl, config.rateLimit.redisNamespace, busLog)
    : new DatabaseBus(database, busLog);
}
