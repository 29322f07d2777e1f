import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state a page may carry: where "back" should go. */
export interface ReturnState {
  returnTo?: string;
}

/**
 * docs/product.md#navigation-and-motion: back goes to the return target when one was passed, else to the previous history
 * entry of this app, else to the area root.
 */
export function useGoBack(areaRoot: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const returnTo = (location.state as ReturnState | null)?.returnTo;
    if (returnTo) {
      void navigate(returnTo);
      return;
    }
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(areaRoot);
  }, [navigate, location.state, areaRoot]);
}
