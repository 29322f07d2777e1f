import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import styles from './invoices.module.css';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Read by screen readers while loading: "Loading the spend". */
  loadingLabel: string;
  /** Shown with "Try again" when the call fails: "We could not load the spend." */
  errorText: string;
  children: (data: T) => ReactNode;
}

/** A section's loading and error states; `children` once the answer is there. */
export function QueryState<T>({ query, loadingLabel, errorText, children }: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError) {
    return (
      <div className={styles.state}>
        <p role="alert">{errorText}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(query.data);
}
