import { describe, expect, it } from 'vitest';
import { JsonCache, toCachedJson } from './cached-json.js';

describe('JsonCache', () => {
  it('loads a key once, however many ask for it at the same time', async () => {
    const cache = new JsonCache(10);
    let loads = 0;
    const load = () => {
      loads += 1;
      return { page: 1 };
    };
    const first = cache.get('a', load);
    expect(cache.get('a', load)).toBe(first);
    expect(await first).toEqual(toCachedJson({ page: 1 }));
    expect(await cache.get('a', load)).toEqual(toCachedJson({ page: 1 }));
    expect(loads).toBe(1);
  });

  it('forgets a failed load, so the next request loads again', async () => {
    const cache = new JsonCache(10);
    await expect(
      cache.get('a', () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('a', () => ['back'])).toEqual(toCachedJson(['back']));
  });

  it('drops the least recently used key beyond its size', async () => {
    const cache = new JsonCache(2);
    await cache.get('a', () => 'a');
    await cache.get('b', () => 'b');
    await cache.get('a', () => 'reloaded a'); // a is now the most recently used
    await cache.get('c', () => 'c');
    expect(await cache.get('a', () => 'reloaded a')).toEqual(toCachedJson('a'));
    expect(await cache.get('b', () => 'reloaded b')).toEqual(toCachedJson('reloaded b'));
  });
});
