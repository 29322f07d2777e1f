import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A fast double-click while the first click's request is on the wire: the second click comes after the first one's
 * microtasks (React has re-rendered what it could) but before any answer, and before TanStack Query tells the page the
 * mutation is pending (a timer later). Guarded controls send one request (docs/product.md#one-click-one-request).
 * Every request made meanwhile is answered once both clicks are in.
 */
export async function doubleClick(element: Element): Promise<void> {
  const answer = globalThis.fetch;
  let release = () => undefined as void;
  const onTheWire = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
    await onTheWire;
    return answer(...args);
  });
  try {
    fireEvent.click(element);
    await act(async () => {
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    });
    fireEvent.click(element);
  } finally {
    vi.stubGlobal('fetch', answer);
    release();
  }
}
