/**
 * The demo's way into the application: requests to the API itself through Fastify's `inject`, as the
 * web app makes them (docs/demo.md).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PREFIX } from '../lib/api-prefix.js';

export interface Caller {
  token: string;
  firstName: string;
}

export class DemoApi {
  private address = 0;

  constructor(private readonly app: FastifyInstance) {}

  /**
   * One request; anything but `expected` stops the seeding with the API's own answer. Each call
   * comes from an address of its own, as sign-ups from different people would: the per-address
   * limits of the auth endpoints stay as they are.
   */
  async call<T>(expected: number, method: InjectOptions['method'], url: string, caller?: Caller, body?: object) {
    this.address = (this.address + 1) % 65_000;
    const response = await this.app.inject({
      method,
      url: `${API_PREFIX}${url}`,
      remoteAddress: `10.77.${Math.floor(this.address / 250)}.${(this.address % 250) + 1}`,
      headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode !== expected) {
      throw new Error(`demo seeding: ${String(method)} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return (response.body ? response.json() : undefined) as T;
  }

  /** Every item of a paged reference list, as a code → id map. */
  async references(path: string, code: string): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    for (let page = 1; ; page += 1) {
      const { data, hasNextPage } = await this.call<{ data: Array<Record<string, unknown>>; hasNextPage: boolean }>(
        200,
        'GET',
        `${path}?page=${page}&limit=50`,
      );
      for (const item of data) ids.set(String(item[code]), Number(item.id));
      if (!hasNextPage) return ids;
    }
  }
}
