import { fireEvent } from '@testing-library/react';

/**
 * A fast double-click: both clicks in one task, before React re-renders anything (a button disabled by the first click's
 * state update comes too late for the second). Guarded controls send one request (docs/product.md#one-click-one-request).
 */
export function doubleClick(element: Element): void {
  fireEvent.click(element);
  fireEvent.click(element);
}
