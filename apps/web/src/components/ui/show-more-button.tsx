import { Button, type ButtonVariant } from './button';

/** The slice of an infinite query a "Show more" button reads. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export interface ShowMoreButtonProps {
  query: NextPageQuery;
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** Loads a paged list's next page; nothing when there is none, "Loading…" while it comes. */
export function ShowMoreButton({ query, label = 'Show more', variant = 'secondary', className }: ShowMoreButtonProps) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant={variant}
      className={className}
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
