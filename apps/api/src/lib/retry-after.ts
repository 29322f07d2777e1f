/**
 * A Retry-After spread over half to one and a half times `seconds`, so the clients refused in one
 * burst (load shedding, a database outage) do not all come back in the same second and meet the
 * same wall together (docs/operations.md#load-shedding).
 */
export function jitteredRetryAfter(seconds: number, random: () => number = Math.random): number {
  const low = Math.max(1, Math.round(seconds / 2));
  const high = Math.max(low, Math.round(seconds * 1.5));
  return low + Math.min(high - low, Math.floor(random() * (high - low + 1)));
}
