import { Button } from './button';
import styles from './pager.module.css';

export interface PagerProps {
  page: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. "User pages". */
  label: string;
}

/** Previous / "Page N" / Next over a `{data, hasNextPage}` list (docs/api.md#conventions): no total needed. */
export function Pager({ page, hasNextPage, onPage, label }: PagerProps) {
  if (page <= 1 && !hasNextPage) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className={styles.page} aria-current="page">
        Page {page}
      </span>
      <Button variant="secondary" disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
