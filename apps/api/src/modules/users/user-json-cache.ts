import { LRUCache } from 'lru-cache';

interface Entry {
  revision: number;
  body: string;
}

/**
 * `GET /auth/me` bodies, serialized, per user and revision (see `user_revisions`). An entry is served
 * only while the database still reports the revision it was rendered at, so every instance sees a
 * change at once without being told. Bounded by bytes, least recently used first out; entries also
 * age out, which bounds how long a changed reference label (job role, skill) can lag on a cached body.
 */
export class UserJsonCache {
  private readonly entries: LRUCache<number, Entry>;

  constructor(options: { maxBytes: number; ttlMs: number }) {
    this.entries = new LRUCache<number, Entry>({
      maxSize: options.maxBytes,
      // UTF-16 in memory: two bytes per code unit, plus the entry itself.
      sizeCalculation: (entry) => entry.body.length * 2 + 64,
      ttl: options.ttlMs,
    });
  }

  /** The body rendered at exactly this revision, if still held. */
  get(userId: number, revision: number): string | undefined {
    const entry = this.entries.get(userId);
    return entry?.revision === revision ? entry.body : undefined;
  }

  set(userId: number, revision: number, body: string): void {
    this.entries.set(userId, { revision, body });
  }
}
