import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

interface UnsavedChangesGuardProps {
  /** Read when the person leaves: true while the form holds changes not saved (false once saved or sent). */
  hasUnsavedChanges: () => boolean;
}

/**
 * Asks before a form's unsaved changes are lost (docs/product.md#forms-and-validation): in-app
 * navigation to another page waits for "Leave without saving?", and closing or reloading the tab gets
 * the browser's own question (beforeunload).
 */
export function UnsavedChangesGuard({ hasUnsavedChanges }: UnsavedChangesGuardProps) {
  const check = useRef(hasUnsavedChanges);
  useEffect(() => {
    check.current = hasUnsavedChanges;
  });
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && check.current(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!check.current()) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      title="Leave without saving?"
      confirmLabel="Leave without saving"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    >
      <p>Your changes on this page have not been saved. If you leave now, they are lost.</p>
    </ConfirmDialog>
  );
}
