import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { loggableError } from '../../lib/errors.js';
import type { LiveBus, LiveSignal } from './live-bus.js';
import { latestLiveEventSeq, liveEventsForSession } from './live-events.repository.js';

/** Events read per query while a stream catches up. */
const LOAD_BATCH = 200;
/** A client that stops reading is dropped (it reconnects with Last-Event-ID) before it costs more memory. */
const BUFFERED_MAX_BYTES = 1024 * 1024;
/** How long a browser waits before reconnecting (the SSE `retry:` field). */
const RETRY_MS = 2000;

interface Stream {
  readonly userId: number;
  readonly sessionId: string;
  readonly response: ServerResponse;
  lastSentId: number;
  isLoading: boolean;
  isReloadWanted: boolean;
  isClosed: boolean;
}

export interface StreamOwner {
  userId: number;
  sessionId: string;
}

/**
 * This instance's open event streams. A signal from the bus names users with new events (or whose
 * sessions ended); each of their streams reads what it has not sent yet (`seq` > last sent, the
 * user's events numbered in commit order) from the database, so nothing is sent twice, skipped or
 * out of order, and a reconnect with Last-Event-ID replays the gap the same way. Every read also
 * checks the stream's session in the same snapshot: a stream whose session ended closes on the
 * revocation's own signal and never sends an event written after it. A heartbeat comment goes to
 * every stream each `heartbeatMs`, and in the same tick the streams' sessions are checked in one
 * query, for sessions that simply expired (ADR 0013).
 */
export class EventStreams {
  private readonly byUser = new Map<number, Set<Stream>>();
  private readonly log: FastifyBaseLogger;
  private heartbeat: NodeJS.Timeout | null = null;
  private isChecking = false;

  constructor(
    private readonly db: Database,
    private readonly bus: LiveBus,
    private readonly heartbeatMs: number,
    log: FastifyBaseLogger,
    /** Whose live session this is (undefined once revoked or expired): the auth module's lookup, given by app.ts. */
    private readonly sessionOwner: (sessionId: string) => Promise<number | undefined>,
  ) {
    this.log = log.child({ module: 'live' });
  }

  get size(): number {
    let count = 0;
    for (const streams of this.byUser.values()) count += streams.size;
    return count;
  }

  async start(): Promise<void> {
    await this.bus.start((signal) => this.onSignal(signal));
    this.heartbeat = setInterval(() => void this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream (shutdown): browsers reconnect, through the load balancer, to another instance. */
  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    for (const streams of this.byUser.values()) for (const stream of streams) this.close(stream);
    await this.bus.stop();
  }

  /**
   * Where a user's stream starts: after the client's Last-Event-ID (replaying the gap), or after the
   * user's newest event. An id past the newest (from before the per-user numbering) starts at the newest.
   */
  async startingPoint(userId: number, lastEventId: number | null): Promise<number> {
    const latest = await latestLiveEventSeq(this.db, userId);
    return lastEventId === null ? latest : Math.min(lastEventId, latest);
  }

  /**
   * Starts the stream on a response the caller has taken over: headers, the reconnect delay, then
   * every event after `afterId`, now and from now on.
   */
  open(response: ServerResponse, owner: StreamOwner, afterId: number): void {
    const stream: Stream = {
      ...owner,
      response,
      lastSentId: afterId,
      isLoading: false,
      isReloadWanted: false,
      isClosed: false,
    };
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    let streams = this.byUser.get(owner.userId);
    if (!streams) {
      streams = new Set();
      this.byUser.set(owner.userId, streams);
    }
    streams.add(stream);
    response.on('close', () => this.forget(stream));
    // The replay, and events committed between `startingPoint` and now.
    this.load(stream);
  }

  private onSignal(signal: LiveSignal): void {
    const userIds = signal === 'all' ? [...this.byUser.keys()] : signal;
    for (const userId of userIds) {
      const streams = this.byUser.get(userId);
      if (streams) for (const stream of streams) this.load(stream);
    }
  }

  /** Sends the stream's unsent events; one reader per stream at a time, re-run if signalled meanwhile. */
  private load(stream: Stream): void {
    if (stream.isClosed) return;
    if (stream.isLoading) {
      stream.isReloadWanted = true;
      return;
    }
    stream.isLoading = true;
    void this.drain(stream).finally(() => {
      stream.isLoading = false;
      if (stream.isReloadWanted) {
        stream.isReloadWanted = false;
        this.load(stream);
      }
    });
  }

  private async drain(stream: Stream): Promise<void> {
    try {
      for (;;) {
        const { isLive, rows } = await liveEventsForSession(this.db, stream, stream.lastSentId, LOAD_BATCH);
        if (stream.isClosed) return;
        if (!isLive) {
          this.close(stream);
          return;
        }
        for (const row of rows) {
          stream.response.write(`id: ${row.seq}\nevent: ${row.name}\ndata: ${row.data}\n\n`);
          stream.lastSentId = row.seq;
        }
        if (stream.response.writableLength > BUFFERED_MAX_BYTES) {
          this.close(stream);
          return;
        }
        if (rows.length < LOAD_BATCH) return;
      }
    } catch (error) {
      // The database is unreachable: end the stream; the client reconnects and replays from its last id.
      this.log.warn({ err: loggableError(error) }, 'live updates: reading events failed; closing the stream');
      this.close(stream);
    }
  }

  private async beat(): Promise<void> {
    for (const streams of this.byUser.values()) for (const stream of streams) stream.response.write(': ping\n\n');
    if (this.isChecking) return;
    this.isChecking = true;
    try {
      await this.closeRevoked();
    } catch (error) {
      this.log.warn({ err: loggableError(error) }, 'live updates: session check failed');
    } finally {
      this.isChecking = false;
    }
  }

  /** One query for every open stream's session (the auth module's findLiveSession batches them). */
  private async closeRevoked(): Promise<void> {
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    const sessionIds = [...new Set(streams.map((stream) => stream.sessionId))];
    const sessionOwners = await Promise.all(sessionIds.map((id) => this.sessionOwner(id)));
    const owners = new Map(sessionIds.map((id, index) => [id, sessionOwners[index]]));
    for (const stream of streams) if (owners.get(stream.sessionId) !== stream.userId) this.close(stream);
  }

  private close(stream: Stream): void {
    if (stream.isClosed) return;
    this.forget(stream);
    stream.response.end();
  }

  private forget(stream: Stream): void {
    stream.isClosed = true;
    const streams = this.byUser.get(stream.userId);
    streams?.delete(stream);
    if (streams?.size === 0) this.byUser.delete(stream.userId);
  }
}
