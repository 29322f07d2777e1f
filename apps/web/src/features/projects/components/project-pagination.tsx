import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/format-number';
import styles from './project-pagination.module.css';

export interface ProjectPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 51–100 of 1,000" with Previous / Next over the server's pages. */
export function ProjectPagination({ page, pageSize, total, onPage }: ProjectPaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pagination} aria-label="Project pages">
      <p className={styles.range}>
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      {pages > 1 ? (
        <div className={styles.controls}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <span className={styles.page}>
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
