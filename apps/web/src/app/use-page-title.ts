import { useEffect } from 'react';

/** What the tab shows: `(unread) {title} | Fractional`, the count only when there is one. */
const shown = { title: '', unread: 0 };

function writeTitle(): void {
  if (!shown.title) return;
  document.title = `${shown.unread > 0 ? `(${shown.unread}) ` : ''}${shown.title} | Fractional`;
}

/** Sets the document title: `{title} | Fractional`. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    shown.title = title;
    writeTitle();
  }, [title]);
}

/** Puts the unread count in front of the title while mounted (the signed-in areas): `(2) Messages | Fractional`. */
export function useTitleCount(count: number): void {
  useEffect(() => {
    shown.unread = count;
    writeTitle();
    return () => {
      shown.unread = 0;
      writeTitle();
    };
  }, [count]);
}
