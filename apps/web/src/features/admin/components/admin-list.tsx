import type { Page } from '@fractional/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import styles from './admin-list.module.css';

interface AdminListProps<T> {
  query: UseQueryResult<Page<T>>;
  /** What the list is of, in words: "projects" → "Loading projects", "We could not load the projects.". */
  noun: string;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/**
 * One page of an admin list with its states: loading, failed (with Try again), empty, and the items
 * with Previous / Next. While another page or filter loads, the previous items stay, dimmed.
 */
export function AdminList<T>({ query, noun, emptyText, page, onPage, children }: AdminListProps<T>) {
  const answer = query.data;
  if (query.isError && !answer) {
    return (
      <div className={styles.message} role="alert">
        <p>We could not load the {noun}.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!answer) {
    return (
      <div className={styles.message}>
        <Spinner label={`Loading ${noun}`} />
      </div>
    );
  }
  const onPageChange = (next: number) => {
    onPage(next);
    window.scrollTo({ top: 0 });
  };
  return (
    <div
      className={styles.list}
      aria-busy={query.isFetching || undefined}
      data-stale={query.isPlaceholderData || undefined}
    >
      {answer.data.length === 0 ? <p className={styles.message}>{emptyText}</p> : children(answer.data)}
      <Pager page={page} hasNextPage={answer.hasNextPage} onPage={onPageChange} label={`Pages of ${noun}`} />
    </div>
  );
}
