import {
  DiscoverySorts,
  type Currency,
  type DiscoverySort,
  type ExpertCard,
  type ExpertHit,
} from '@fractional/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ExpertSearchPage } from '@fractional/contract';
import { ExpertCardPoints, ExpertSummaryCard } from '../../../components/expert/expert-summary-card';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { activeFilters } from '../filter-summary';
import { searchErrorText } from '../discovery-messages';
import type { SearchView } from '../search-view';
import styles from './search-results.module.css';

const SORT_LABELS: Record<DiscoverySort, string> = {
  relevance: 'Relevance',
  rating: 'Rating, best first',
  rate: 'Rate, lowest first',
  availability: 'Free hours, most first',
};
const SORT_OPTIONS = DiscoverySorts.map((value) => ({ value, label: SORT_LABELS[value] }));

export const NO_SEARCH_TEXT =
  'Describe who you need — for example “fractional CFO” — or choose a filter, and the experts who match show here.';

interface SearchResultsProps {
  view: SearchView;
  currency: Currency;
  /** The search; null when there is nothing to ask yet (no words, no filter) or the filters contradict. */
  query: UseQueryResult<ExpertSearchPage> | null;
  problem: string | null;
  update: (change: Partial<SearchView>, options: { push: boolean }) => void;
  setPage: (page: number) => void;
  onClear: () => void;
  onOpen: (expert: ExpertCard) => void;
  renderAction: (hit: ExpertHit) => ReactNode;
}

const totalText = (total: number) => (total === 1 ? '1 expert' : `${total.toLocaleString('en')} experts`);

/** The search's answer: total and sort, the cards with their highlights, pages, and every empty state. */
export function SearchResults(props: SearchResultsProps) {
  const { view, query, update } = props;
  const page = query?.data;
  return (
    <section className={styles.results} aria-label="Results" aria-busy={query?.isFetching ?? false}>
      <div className={styles.bar}>
        <p className={styles.total} role="status">
          {page && !query.isPlaceholderData ? totalText(page.total) : ''}
        </p>
        <div className={styles.sort}>
          <Select
            name="sort"
            label="Sort by"
            options={SORT_OPTIONS}
            value={view.sort}
            placeholder="Relevance"
            onChange={(sort) => update({ sort: sort ?? 'relevance' }, { push: true })}
          />
        </div>
      </div>
      <ResultsBody {...props} />
      {page ? (
        <Pager page={view.page} hasNextPage={page.hasNextPage} onPage={props.setPage} label="Result pages" />
      ) : null}
    </section>
  );
}

function ResultsBody({ view, currency, query, problem, update, onClear, onOpen, renderAction }: SearchResultsProps) {
  if (problem) return <p className={styles.state}>{problem}</p>;
  if (!query) return <p className={styles.state}>{NO_SEARCH_TEXT}</p>;
  if (query.isPending) return <Spinner label="Searching experts" />;
  if (query.isError) {
    return (
      <div className={styles.state}>
        <p role="alert">{searchErrorText(query.error)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.data.length === 0) {
    const filters = activeFilters(view, currency);
    return (
      <div className={styles.state}>
        <p>
          {view.q.trim() ? `No listed expert matches “${view.q.trim()}”` : 'No listed expert matches'}
          {filters.length > 0 ? ' with these filters. Try relaxing one:' : '. Try other words.'}
        </p>
        {filters.length > 0 ? (
          <ul className={styles.relax} aria-label="Filters that are on">
            {filters.map((filter) => (
              <li key={filter.key}>
                <span>{filter.label}</span>
                <Button variant="secondary" onClick={() => update(filter.clear, { push: true })}>
                  Remove<span className="visually-hidden"> the filter {filter.label}</span>
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {filters.length > 1 ? (
          <Button variant="text" onClick={onClear}>
            Clear all filters
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <ol className={styles.list}>
      {query.data.data.map((hit) => (
        <li key={hit.expert.profileId}>
          <ExpertSummaryCard expert={hit.expert} onOpen={onOpen} action={renderAction(hit)}>
            <ExpertCardPoints label="Why they are here" points={hit.highlights} />
          </ExpertSummaryCard>
        </li>
      ))}
    </ol>
  );
}
