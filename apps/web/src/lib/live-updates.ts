import { LiveEventNames, type LiveEventName } from '@fractional/contract';

/**
 * The one live-updates stream of a signed-in tab (docs/realtime.md): a single-use ticket from
 * `POST /events/ticket`, then one EventSource on `GET /events?ticket=…`. Whatever ends the stream (a
 * network drop, a server restarting, a used ticket refused), it is closed and opened again with a
 * fresh ticket after a growing pause, naming the last event seen so the server replays what was
 * missed. It closes when the last holder lets go or the session ends (sign-out).
 *
 * Only the signed-in areas import this module: the sign-in page never carries it.
 */

export type LiveListener = (data: unknown, id: string) => void;

export interface LiveUpdatesTransport {
  /** A fresh single-use ticket (`POST /events/ticket`); rejects when none can be had. */
  getTicket(): Promise<string>;
  /** Opens the stream at this URL. */
  open(url: string): EventSource;
  /** Calls `onEnd` when the session ends (sign-out): nothing more may be opened for it. */
  onSessionEnd(onEnd: () => void): void;
}

/** Pauses before reopening: 1 s, 2 s, 4 s … up to 30 s, each with up to a quarter more at random. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;

export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** attempt);
  return Math.round(base * (1 + random() / 4));
}

/** The stream's URL: the ticket, and the last event id seen so that a new stream replays the gap. */
export function streamUrl(ticket: string, lastEventId: string | null): string {
  const query = new URLSearchParams({ ticket });
  if (lastEventId) query.set('lastEventId', lastEventId);
  return `/api/v1/events?${query.toString()}`;
}

export class LiveUpdates {
  private source: EventSource | null = null;
  /** A ticket is being asked for, a stream is open or opening, or a retry is waiting. */
  private isActive = false;
  private lastEventId: string | null = null;
  private holders = 0;
  private attempt = 0;
  private hasBeenOpen = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private stopTimer: ReturnType<typeof setTimeout> | null = null;
  /** Grows with every stop, so a ticket that arrives after it opens nothing. */
  private generation = 0;
  private readonly listeners = new Map<LiveEventName, Set<LiveListener>>();
  private readonly reconnectListeners = new Set<() => void>();

  constructor(private readonly transport: LiveUpdatesTransport) {
    transport.onSessionEnd(() => {
      this.stop();
      // The next sign-in may be someone else: nothing of this session's stream carries over.
      this.lastEventId = null;
      this.hasBeenOpen = false;
    });
  }

  /** Keeps the stream open while held (the signed-in areas hold it); returns the release. */
  hold(): () => void {
    this.holders += 1;
    if (this.stopTimer) clearTimeout(this.stopTimer);
    this.stopTimer = null;
    if (!this.isActive) void this.connect();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.holders -= 1;
      // Let go on the next task: moving from one area to the other keeps the stream.
      if (this.holders === 0) this.stopTimer = setTimeout(() => this.stop(), 0);
    };
  }

  /** Calls `listener` with each event of that name (its data parsed from JSON) until unsubscribed. */
  subscribe(name: LiveEventName, listener: LiveListener): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /**
   * Calls `listener` each time a stream opens after an earlier one ended: the server replays what it
   * still has, and a listener refetches what a long gap may have lost.
   */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private async connect(): Promise<void> {
    this.isActive = true;
    this.retryTimer = null;
    const generation = this.generation;
    let ticket: string;
    try {
      ticket = await this.transport.getTicket();
    } catch {
      if (generation === this.generation) this.retryLater();
      return;
    }
    if (generation !== this.generation) return;
    const source = this.transport.open(streamUrl(ticket, this.lastEventId));
    this.source = source;
    source.onopen = () => {
      this.attempt = 0;
      if (this.hasBeenOpen) for (const listener of this.reconnectListeners) listener();
      this.hasBeenOpen = true;
    };
    // Any failure: the browser would reconnect with the used ticket and be refused, so we do it ourselves.
    source.onerror = () => {
      if (this.source !== source) return;
      this.closeSource();
      this.retryLater();
    };
    for (const name of LiveEventNames.values) {
      source.addEventListener(name, (event) => this.deliver(name, event as MessageEvent<string>));
    }
  }

  private deliver(name: LiveEventName, event: MessageEvent<string>): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    for (const listener of this.listeners.get(name) ?? []) listener(data, event.lastEventId);
  }

  private retryLater(): void {
    if (this.holders === 0) return this.stop();
    this.retryTimer = setTimeout(() => void this.connect(), retryDelay(this.attempt));
    this.attempt += 1;
  }

  private closeSource(): void {
    this.source?.close();
    this.source = null;
  }

  private stop(): void {
    this.generation += 1;
    this.stopTimer = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.attempt = 0;
    this.isActive = false;
    this.closeSource();
  }
}
