const MAX_RETRY_DELAY_MS = 10 * 60_000;

/** retryBase, 2×, 4×, … after the 1st, 2nd, 3rd failure, capped at ten minutes (mail and stored-file removal). */
export function retryDelayMs(retryBaseMs: number, attempts: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}
