import { useCallback, useRef, useState } from 'react';

/**
 * One submission at a time (docs/product.md#shared-widgets): the second click of a double-click comes
 * before React has re-rendered the button disabled, so the guard is a ref set on the first click and
 * released when the submission's promise settles. A rejection is the caller's to show (a mutation's
 * `error`), so it ends the submission without escaping.
 */
export function useSubmitOnce(): { isSubmitting: boolean; submit: (action: () => unknown) => void } {
  const inFlight = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = useCallback((action: () => unknown) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        await action();
      } catch {
        // Shown by the caller.
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    })();
  }, []);
  return { isSubmitting, submit };
}
