import { useEffect } from 'react';

/** Sets the document title: `{title} | Fractional`. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Fractional`;
  }, [title]);
}
