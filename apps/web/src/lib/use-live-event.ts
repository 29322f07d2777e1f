import { LiveEventPayloadSchemas, type LiveEventName } from '@fractional/contract';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { liveUpdates } from './live-connection';

/** What each live event carries: the contract's schema of its `data:`. */
export type LiveEventData<N extends LiveEventName> = z.infer<(typeof LiveEventPayloadSchemas)[N]>;

/** Keeps the tab's live-updates stream open while mounted (the signed-in areas' layouts). */
export function useLiveConnection(): void {
  useEffect(() => liveUpdates.hold(), []);
}

/**
 * Calls `onEvent` with each live event of this name whose data the contract's schema accepts
 * (others are ignored), for as long as the component is mounted. The latest `onEvent` is called.
 */
export function useLiveEvent<N extends LiveEventName>(name: N, onEvent: (data: LiveEventData<N>) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(
    () =>
      liveUpdates.subscribe(name, (data) => {
        const parsed = LiveEventPayloadSchemas[name].safeParse(data);
        if (parsed.success) handler.current(parsed.data as LiveEventData<N>);
      }),
    [name],
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
