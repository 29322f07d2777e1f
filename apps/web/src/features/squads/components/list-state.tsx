import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './squad-sections.module.css';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

interface ListStateProps {
  query: PagedQuery;
  count: number;
  /** What is loading, for screen readers ("Loading the squad"). */
  loadingLabel: string;
  errorText: string;
  empty: ReactNode;
  /** A page's own list (not one inside a card): its empty state gets a frame of its own. */
  isPageList?: boolean;
  children: ReactNode;
}

/** A paged list's states in one place: loading, error with a retry, empty, the list and "Show more". */
export function ListState(props: ListStateProps) {
  const { query, count, loadingLabel, errorText, empty, isPageList = false, children } = props;
  const stateClass = isPageList ? `${styles.state} ${styles.pageState}` : styles.state;
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && count === 0) {
    return (
      <div className={stateClass}>
        <p role="alert">{errorText}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (count === 0) return <div className={stateClass}>{empty}</div>;
  return (
    <>
      {children}
      {query.isFetchNextPageError ? <p role="alert">We could not load more.</p> : null}
      <ShowMoreButton query={query} className={styles.more} />
    </>
  );
}
