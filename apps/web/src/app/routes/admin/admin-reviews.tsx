import { useRecentReviews } from '../../../features/reviews/api/get-recent-reviews';
import { ModeratedReviews } from '../../../features/reviews/components/review-moderation';
import { AdminList } from '../../../features/admin/components/admin-list';
import panel from '../../../features/admin/components/admin-page.module.css';
import { useUrlFilters } from '../../../features/admin/hooks/use-url-filters';
import { usePageTitle } from '../../use-page-title';
import pageStyles from '../area-page.module.css';

/**
 * `/admin/reviews`: every published review, newest first, hidden ones included, each with "Hide" for
 * one that breaks the rules (docs/reviews.md#moderation); the page lives in the URL like the other lists'.
 */
export function Component() {
  usePageTitle('Reviews');
  const { page, setPage } = useUrlFilters();
  const query = useRecentReviews(page);
  return (
    <main id="main" className={pageStyles.page}>
      <header>
        <h1>Reviews</h1>
        <p className={pageStyles.lead}>
          Every published review, newest first. Hide one that breaks the rules: it then counts nowhere, and its author
          is told why.
        </p>
      </header>
      <section className={panel.panel} aria-label="Reviews">
        <AdminList query={query} noun="reviews" emptyText="No published review yet." page={page} onPage={setPage}>
          {(reviews) => <ModeratedReviews reviews={reviews} showProject />}
        </AdminList>
      </section>
    </main>
  );
}
