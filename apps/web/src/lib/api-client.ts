import type { SessionEndReason } from '@fractional/contract';
import type { z } from 'zod';
import { Session } from './session';

export const API_BASE = '/api/v1';
export const UNEXPECTED_ERROR = 'An unexpected error occurred.';
export const REQUEST_FAILED = 'Request failed.';

/** A failed call: `fieldErrors` is the 422 map of field to key or message (`general` = no field). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: Record<string, string> | null = null,
    /** A refused refresh: why the session ended (docs/api.md#account-and-sign-in). */
    readonly reason: SessionEndReason | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Public calls carry no bearer and are never refreshed-and-retried. */
  isPublic?: boolean;
  /**
   * Parses the answer; without it the JSON is returned as is (or undefined for 204). Code on the
   * first page's path passes a function that imports the schema, so zod loads with the first answer
   * instead of with the page (docs/benchmarks.md, Web).
   */
  schema?: z.ZodType<T> | (() => Promise<z.ZodType<T>>);
  signal?: AbortSignal;
  timeoutMs?: number;
  /** `blob`: the answer's bytes as they come (a file download), not JSON. */
  responseType?: 'json' | 'blob';
}

/** The contract's schemas of the answers this module reads itself, imported on first need. */
const loadSchemas = () => import('./api-client-schemas');

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { ApiErrorSchema } = await loadSchemas();
  const parsed = ApiErrorSchema.safeParse(body);
  if (!parsed.success) return new ApiError(response.status, UNEXPECTED_ERROR);
  if ('errors' in parsed.data) {
    const { errors } = parsed.data;
    return new ApiError(response.status, Object.values(errors)[0] ?? UNEXPECTED_ERROR, errors);
  }
  return new ApiError(response.status, parsed.data.message || UNEXPECTED_ERROR, null, parsed.data.reason ?? null);
}

function withTimeout(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortSignal | undefined {
  if (!timeoutMs) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

async function send<T>(path: string, options: RequestOptions<T>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: withTimeout(options.signal, options.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, REQUEST_FAILED);
  }
}

async function parse<T>(response: Response, { schema, responseType }: RequestOptions<T>): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (responseType === 'blob') return (await response.blob()) as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!schema) return body as T;
  return (typeof schema === 'function' ? await schema() : schema).parse(body);
}

export const session = new Session({
  async refresh(refreshToken) {
    const response = await send('/auth/refresh', { method: 'POST', isPublic: true }, refreshToken);
    if (!response.ok) throw await toApiError(response);
    const { RefreshResultSchema } = await loadSchemas();
    return RefreshResultSchema.parse(await response.json());
  },
  async logout(token) {
    await send('/auth/logout', { method: 'POST' }, token);
  },
});

/**
 * Calls the API. A 401 or 403 on a private call refreshes the token (one refresh at a time; others
 * wait for it) and retries once; when the refresh fails the user is logged out and the error passes on.
 * A refresh the server refused (the session ended elsewhere) only forgets the session here, keeping
 * the reason the server gave, so the sign-in page can say why.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const token = options.isPublic ? null : session.token;
  const response = await send(path, options, token);
  if (response.ok) return parse(response, options);
  const error = await toApiError(response);
  if (options.isPublic || (response.status !== 401 && response.status !== 403)) throw error;
  try {
    await session.refresh();
  } catch (refreshError) {
    if (refreshError instanceof ApiError && refreshError.status === 401) session.clear(refreshError.reason);
    else if (session.isStored) await session.logout();
    // Already forgotten (by another call's refusal, or another tab): signed out here too, keeping the reason.
    else session.clear(session.endReason);
    throw error;
  }
  const retried = await send(path, options, session.token);
  if (retried.ok) return parse(retried, options);
  throw await toApiError(retried);
}
