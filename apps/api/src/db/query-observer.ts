import type pg from 'pg';

/** Told of each statement as it starts; returns what to call when it ends (with its error, if any). */
export type QueryObserver = (text: string) => (error?: unknown) => void;

type Query = (...args: unknown[]) => unknown;

/**
 * Lets `current()` observe every statement run on the pool's connections (tracing's database spans,
 * docs/operations.md#traces). Each connection's `query` is wrapped once, when first checked out; with
 * no observer it costs one call. Statements are observed as drizzle sends them: parameterized text,
 * never the values.
 */
export function observePoolQueries(pool: pg.Pool, current: () => QueryObserver | null): void {
  const wrapped = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => {
    if (wrapped.has(client)) return;
    wrapped.add(client);
    const query = client.query.bind(client) as Query;
    const observed: Query = (...args) => {
      const observer = current();
      if (!observer) return query(...args);
      const [first] = args;
      const config = first as { text?: unknown } | null;
      const text = typeof first === 'string' ? first : typeof config?.text === 'string' ? config.text : '';
      const end = observer(text);
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
          end(error ?? undefined);
          (callback as (error: unknown, result: unknown) => void)(error, result);
        });
      }
      const result = query(...args);
      if (result instanceof Promise)
        result.then(
          () => end(),
          (error: unknown) => end(error),
        );
      else end();
      return result;
    };
    (client as unknown as { query: Query }).query = observed;
  });
}
