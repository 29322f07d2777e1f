import type { ExpertCard, Match } from '@fractional/contract';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { Spinner } from '../../../components/ui/spinner';
import { useProjectMatches } from '../api/get-project-matches';
import { ExpertMatchCard } from './expert-match-card';
import { ExpertProfileDialog } from './expert-profile-dialog';
import styles from './recommended-experts.module.css';

export const NO_MATCH_TEXT = 'No expert fits this brief yet — we will keep looking.';

/** The page's line about the brief's gaps nobody on Fractional covers (`uncoveredGaps`, docs/matching.md). */
export function uncoveredText(gaps: ReadonlyArray<{ expertise: string }>): string | null {
  if (gaps.length === 0) return null;
  const names = gaps.map((gap) => gap.expertise);
  const named = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Nobody on Fractional covers ${named} yet — widen the brief or ask us.`;
}

/** The summary's "Recommended experts" (docs/matching.md): ranked cards, "Show more", and each expert's profile. */
export function RecommendedExperts({
  projectId,
  renderAction,
  renderProfileExtra,
  audience = 'client',
}: {
  projectId: number;
  /** The action on each card (the summary's Invite). */
  renderAction?: (match: Match) => ReactNode;
  /** What the open profile shows below the card (the page composes the expert's reviews in). */
  renderProfileExtra?: (expert: ExpertCard) => ReactNode;
  /** Who reads the list: the project's client ("your brief") or an admin ("the client's brief"). */
  audience?: 'client' | 'admin';
}) {
  const headingId = useId();
  const query = useProjectMatches(projectId);
  const [open, setOpen] = useState<ExpertCard | null>(null);
  const matches = query.data?.pages.flatMap((page) => page.data) ?? [];
  const uncovered = uncoveredText(query.data?.pages[0]?.uncoveredGaps ?? []);

  let body;
  if (query.isPending) {
    body = <Spinner label="Loading recommended experts" />;
  } else if (query.isError && matches.length === 0) {
    body = (
      <div className={styles.state}>
        <p role="alert">We could not load the recommended experts.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (matches.length === 0) {
    body = <p className={styles.state}>{NO_MATCH_TEXT}</p>;
  } else {
    body = (
      <>
        <ol className={styles.grid}>
          {matches.map((match) => (
            <li key={match.expert.profileId}>
              <ExpertMatchCard match={match} onOpen={setOpen} action={renderAction?.(match)} />
            </li>
          ))}
        </ol>
        {query.isFetchNextPageError ? <p role="alert">We could not load more experts.</p> : null}
        <ShowMoreButton query={query} className={styles.more} />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={query.isFetching}>
      <h2 id={headingId} className={styles.title}>
        Recommended experts
      </h2>
      <p className={styles.lead}>
        {audience === 'admin'
          ? 'Ordered by match score, highest first: how well each expert fits the brief, all factors together.'
          : 'Ordered by match score, highest first: how well each expert fits your brief, all factors together.'}{' '}
        Open a name to see the profile.
      </p>
      {uncovered ? (
        <p className={styles.uncovered} role="status">
          {uncovered}
        </p>
      ) : null}
      {body}
      {open ? (
        <ExpertProfileDialog expert={open} onClose={() => setOpen(null)}>
          {renderProfileExtra?.(open)}
        </ExpertProfileDialog>
      ) : null}
    </section>
  );
}
