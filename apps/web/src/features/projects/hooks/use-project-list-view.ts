import { ProjectStatuses, type ProjectSortKey, type ProjectStatus } from '@fractional/contract';
import { useCallback } from 'react';
import { oneOf, useSearchParamsWriter } from '../../../lib/use-search-params-writer';
import type { ProjectListParams } from '../api/get-projects';

/** The columns a client sorts by (docs/product.md#client-area: project, about, progress, budget, productivity). */
export type ProjectColumnKey = Exclude<ProjectSortKey, 'createdAt'>;
export const PROJECT_COLUMN_KEYS: readonly ProjectColumnKey[] = [
  'name',
  'timeline',
  'progress',
  'budget',
  'productivity',
];

export type StatusTab = 'all' | ProjectStatus;
export type SortOrder = 'asc' | 'desc';

/** What the dashboard shows: tab, search, sort (null: newest first) and page, kept in the URL. */
export interface ProjectListView {
  status: StatusTab;
  search: string;
  sort: { key: ProjectColumnKey; order: SortOrder } | null;
  page: number;
}

export function parseView(params: URLSearchParams): ProjectListView {
  const key = oneOf(PROJECT_COLUMN_KEYS, params.get('sort'));
  const page = Number(params.get('page'));
  return {
    status: oneOf(ProjectStatuses.values, params.get('status')) ?? 'all',
    search: params.get('q')?.trim() ?? '',
    sort: key ? { key, order: params.get('order') === 'desc' ? 'desc' : 'asc' } : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function toSearchParams(view: ProjectListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status !== 'all') params.set('status', view.status);
  if (view.search) params.set('q', view.search);
  if (view.sort) {
    params.set('sort', view.sort.key);
    params.set('order', view.sort.order);
  }
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** The `GET /projects` parameters of a view. */
export function toListParams(view: ProjectListView): ProjectListParams {
  return {
    page: view.page,
    status: view.status === 'all' ? undefined : view.status,
    search: view.search || undefined,
    sort: view.sort?.key,
    order: view.sort?.order,
  };
}

/**
 * The dashboard's view in the URL (`?status&q&sort&order&page`), so a reload or coming back from a
 * project's summary shows the same page. Changing the tab, search or sort goes back to page 1; a
 * column sorts ascending first and toggles on the next click (docs/product.md#client-area).
 */
export function useProjectListView() {
  const [params, write] = useSearchParamsWriter();
  const view = parseView(params);

  const update = useCallback(
    (change: (current: ProjectListView) => ProjectListView) =>
      void write((latest) => toSearchParams(change(parseView(latest)))),
    [write],
  );

  return {
    view,
    setStatus: useCallback((status: StatusTab) => update((v) => ({ ...v, status, page: 1 })), [update]),
    setSearch: useCallback((search: string) => update((v) => ({ ...v, search, page: 1 })), [update]),
    setPage: useCallback((page: number) => update((v) => ({ ...v, page })), [update]),
    toggleSort: useCallback(
      (key: ProjectColumnKey) =>
        update((v) => {
          const order: SortOrder = v.sort?.key === key && v.sort.order === 'asc' ? 'desc' : 'asc';
          return { ...v, sort: { key, order }, page: 1 };
        }),
      [update],
    ),
  };
}
