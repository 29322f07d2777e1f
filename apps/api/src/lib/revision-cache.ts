import { LRUCache } from 'lru-cache';

interface Entry {
  revision: number;
  body: string;
}

/**
 * Serialized answers that depend only on one user's data, each stored with the user's revision
 * (`user_revisions`, moved by triggers in the transaction of any change). An entry is served only
 * while the database still reports that revision, so every instance sees a change at once without
 * being told. Bounded by bytes, least recently used first out; entries also age out, which bounds
 * how long a renamed reference label (job role, skill) can lag on a cached body.
 *
 * A body must be read *after* the revision it is stored under: it is then at that revision or newer,
 * and newer only when the revision has already moved on, so no later request asks for it again.
 */
export class RevisionCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(options: { maxBytes: number; ttlMs: number }) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: options.maxBytes,
      // UTF-16 in memory: two bytes per code unit, plus the entry itself.
      sizeCalculation: (entry) => entry.body.length * 2 + 64,
      ttl: options.ttlMs,
    });
  }

  /**
   * The body stored for this key at exactly this revision, else `render()`'s, stored. Call it after
   * reading the revision, so what `render` reads is at that revision or newer (see above).
   */
  async get(key: string, revision: number, render: () => Promise<string>): Promise<string> {
    const entry = this.entries.get(key);
    if (entry?.revision === revision) return entry.body;
    const body = await render();
    this.entries.set(key, { revision, body });
    return body;
  }
}
