import type { Currency, ExpertCard, ExpertHit } from '@fractional/contract';
import { DISCOVERY_PAGE_SIZE } from '@fractional/contract';
import { useCallback, type ReactNode } from 'react';
import { useExpertSearch } from '../api/search-experts';
import { viewProblem } from '../filter-rules';
import { useSearchView } from '../hooks/use-search-view';
import { hasSearch, toApiQuery, toSavedQuery } from '../search-view';
import { FilterPanel } from './filter-panel';
import { SavedSearches, SaveSearchButton } from './saved-searches';
import { SearchBox } from './search-box';
import { SearchResults } from './search-results';
import styles from './expert-search.module.css';

interface ExpertSearchProps {
  /** The client's usual currency (their latest project's), or undefined while it loads. */
  usualCurrency: Currency | undefined;
  onOpen: (expert: ExpertCard) => void;
  /** Each card's actions (the page's Add to shortlist and Invite). */
  renderAction: (hit: ExpertHit) => ReactNode;
}

/**
 * Find experts (docs/product.md#client-area, docs/discovery.md): words, filters with counts, sort, the cards
 * and pages, all held in the URL; saving a search and the saved ones.
 */
export function ExpertSearch({ usualCurrency, onOpen, renderAction }: ExpertSearchProps) {
  const { view, update, setPage, clearFilters } = useSearchView();
  const currency = view.currency ?? usualCurrency;
  const problem = viewProblem(view);
  const isAsked = hasSearch(view) && problem === null;
  const search = useExpertSearch(isAsked && currency ? toApiQuery(view, currency, DISCOVERY_PAGE_SIZE) : null);
  const onWords = useCallback((q: string) => update({ q }, { push: false }), [update]);
  return (
    <div className={styles.layout}>
      <div className={styles.top}>
        <SearchBox words={view.q} onWords={onWords} />
        <SaveSearchButton query={toSavedQuery(view)} words={view.q} />
      </div>
      <div className={styles.side}>
        <FilterPanel
          view={view}
          facets={search.data?.facets}
          currency={currency}
          update={update}
          onClear={clearFilters}
        />
      </div>
      <div className={styles.saved}>
        <SavedSearches />
      </div>
      <SearchResults
        view={view}
        currency={currency ?? 'USD'}
        query={isAsked ? search : null}
        problem={problem}
        update={update}
        setPage={setPage}
        onClear={clearFilters}
        onOpen={onOpen}
        renderAction={renderAction}
      />
    </div>
  );
}
