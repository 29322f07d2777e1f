import type { OpenBrief, OpenBriefPage } from '@fractional/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import styles from './open-brief-list.module.css';

interface OpenBriefListProps {
  query: UseQueryResult<OpenBriefPage>;
  /** The words searched for, if any: the empty state names them. */
  search: string;
  page: number;
  onPage: (page: number) => void;
  renderBrief: (brief: OpenBrief) => ReactNode;
}

/**
 * One page of open briefs with its states: loading, refused (an unverified expert) or failed with Try again,
 * none (with what helps: other words, a complete profile), the briefs and Previous / Next. While another page or
 * search loads, the briefs shown stay, dimmed.
 */
export function OpenBriefList({ query, search, page, onPage, renderBrief }: OpenBriefListProps) {
  const answer = query.data;
  if (query.isError && !answer) {
    const isRefused = query.error instanceof ApiError && query.error.status === 403;
    return (
      <div className={styles.state} role="alert">
        <p>
          {isRefused
            ? 'Open briefs are for verified experts. Verify your e-mail address to see them.'
            : 'We could not load the open briefs.'}
        </p>
        {isRefused ? null : (
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (!answer) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading the open briefs" />
      </div>
    );
  }
  return (
    <div
      className={styles.list}
      aria-busy={query.isFetching || undefined}
      data-stale={query.isPlaceholderData || undefined}
    >
      {answer.data.length === 0 ? (
        <div className={styles.state}>
          <p>{search ? `No open brief matches “${search}”.` : 'No open brief fits you right now.'}</p>
          <p>
            Briefs are ranked by how well you fit them. A complete profile — roles, expertise, skills, industries, hours
            free and your rate — is matched to more of them.{' '}
            <Link to={paths.contractor.editProfile}>Complete your profile</Link>
          </p>
        </div>
      ) : (
        <ul className={styles.cards} aria-label="Open briefs">
          {answer.data.map((brief) => (
            <li key={brief.project.id}>{renderBrief(brief)}</li>
          ))}
        </ul>
      )}
      <Pager
        page={page}
        hasNextPage={answer.hasNextPage}
        onPage={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
        label="Pages of open briefs"
      />
    </div>
  );
}
