import type { InfiniteData } from '@tanstack/react-query';

interface IdPage<T> {
  data: T[];
  hasNextPage: boolean;
}

/**
 * A new item on top of pages listed newest first by id (a thread, the activity feed), once: the
 * same item may come from the sender's own answer and from the live stream. Pages not loaded stay so.
 */
export function addNewest<T extends { id: number }, P extends IdPage<T>, K>(
  pages: InfiniteData<P, K> | undefined,
  item: T,
): InfiniteData<P, K> | undefined {
  if (!pages) return pages;
  if (pages.pages.some((page) => page.data.some((shown) => shown.id === item.id))) return pages;
  const [newest, ...older] = pages.pages;
  if (!newest) return pages;
  const data = [item, ...newest.data].sort((a, b) => b.id - a.id);
  return { ...pages, pages: [{ ...newest, data }, ...older] };
}
