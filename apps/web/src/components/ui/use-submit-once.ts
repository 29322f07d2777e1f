import { useCallback, useRef, useState, type FormEvent } from 'react';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

export interface SubmitOnce {
  /** True from the start of an action until its promise settles. */
  isSubmitting: boolean;
  /**
   * Runs `action` unless one is in flight. When it returns a promise (a mutation's `mutateAsync`), every further
   * call is ignored until that settles.
   */
  submit: (action: () => unknown) => void;
  /** A form's onSubmit: the browser's own submit is always prevented, the action runs at most once at a time. */
  onSubmit: (action: (event: FormEvent) => unknown) => (event: FormEvent) => void;
}

/**
 * One request per intent (docs/product.md#one-click-one-request): the second click of a double-click comes before
 * React has re-rendered the button disabled, so the guard is a ref set synchronously by the first click and released
 * when the action's promise settles. A rejection is the caller's to show (a mutation's `error`), so it ends the
 * action without escaping. Used by Button (an onClick that returns a promise), FormFrame, ConfirmDialog and every
 * form that sends something.
 */
export function useSubmitOnce(): SubmitOnce {
  const inFlight = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const submit = useCallback((action: () => unknown) => {
    if (inFlight.current) return;
    const result = action();
    if (!isThenable(result)) return;
    inFlight.current = true;
    setSubmitting(true);
    const settle = () => {
      inFlight.current = false;
      setSubmitting(false);
    };
    result.then(settle, settle);
  }, []);
  const onSubmit = useCallback(
    (action: (event: FormEvent) => unknown) => (event: FormEvent) => {
      event.preventDefault();
      submit(() => action(event));
    },
    [submit],
  );
  return { isSubmitting, submit, onSubmit };
}
