import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { liveUpdates } from './live-connection';
import type { LiveEventName } from './live-updates';

/** Keeps the tab's live-updates stream open while mounted (the signed-in areas' layouts). */
export function useLiveConnection(): void {
  useEffect(() => liveUpdates.hold(), []);
}

/**
 * Calls `onEvent` with each live event of this name whose data the schema accepts (others are
 * ignored), for as long as the component is mounted. The latest `onEvent` is called each time.
 */
export function useLiveEvent<T>(name: LiveEventName, schema: z.ZodType<T>, onEvent: (data: T) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(
    () =>
      liveUpdates.subscribe(name, (data) => {
        const parsed = schema.safeParse(data);
        if (parsed.success) handler.current(parsed.data);
      }),
    [name, schema],
  );
}

/** Calls `onReconnect` when the stream opens again after a gap (to refetch what a long one may lose). */
export function useLiveReconnect(onReconnect: () => void): void {
  const handler = useRef(onReconnect);
  useEffect(() => {
    handler.current = onReconnect;
  });
  useEffect(() => liveUpdates.onReconnect(() => handler.current()), []);
}
