import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A serialized JSON body with its strong validator. */
export interface CachedJson {
  body: string;
  etag: string;
}

/** Reference data changes only at deploy, so browsers and proxies may keep it for five minutes. */
export const REFERENCE_CACHE_CONTROL = 'public, max-age=300';

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return { body, etag: `"${hash}"` };
}

/**
 * Serialized bodies per key, loaded once per app instance. Bounded (least recently used leaves
 * first) so a crawler walking page numbers cannot grow it without limit. Concurrent misses share
 * one load; a failed load is forgotten so the next request retries.
 */
export class JsonCache {
  private readonly entries = new Map<string, Promise<CachedJson>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, load: () => unknown): Promise<CachedJson> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const pending = Promise.resolve()
      .then(load)
      .then(toCachedJson)
      .catch((error: unknown) => {
        this.entries.delete(key);
        throw error;
      });
    this.entries.set(key, pending);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return pending;
  }
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): `W/` prefixes are ignored. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** Sends the body with its ETag, or 304 without a body when the client already holds it. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedJson,
  cacheControl = REFERENCE_CACHE_CONTROL,
): FastifyReply {
  void reply.header('etag', entry.etag).header('cache-control', cacheControl);
  if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return sendJsonText(reply, entry.body);
}

/** Sends an already serialized JSON body as it is. */
export function sendJsonText(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
