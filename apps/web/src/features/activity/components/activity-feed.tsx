import type { ActivityItem } from '@fractional/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime, formatRelativeTime } from '../../../lib/format-time';
import { useLiveEvent, useLiveReconnect } from '../../../lib/use-live-event';
import { addNewest } from '../../../lib/infinite-pages';
import { useActivity, type ActivityPages } from '../api/get-activity';
import { activityQueryKeys } from '../api/query-keys';
import styles from './activity-feed.module.css';

/** The sentence, linked to the page of what it is about (the project, the invitation) where there is one. */
function ActivityText({ text, to }: { text: string; to: string | null }) {
  if (!to) return <span className={styles.text}>{text}</span>;
  return (
    <Link className={`${styles.text} ${styles.link}`} to={to}>
      {text}
    </Link>
  );
}

/** Consecutive items that say the same thing about the same project, counted once. */
export interface ActivityLine {
  item: ActivityItem;
  count: number;
}

/**
 * Collapses runs of the same event on the same project into one line (newest first, so the line keeps
 * the newest time): three "A new expert matches Pricing" read "3 new experts match Pricing".
 */
export function collapseRepeats(items: readonly ActivityItem[]): ActivityLine[] {
  const lines: ActivityLine[] = [];
  for (const item of items) {
    const previous = lines.at(-1);
    const isRepeat =
      previous &&
      previous.item.type === item.type &&
      previous.item.project.id === item.project.id &&
      previous.item.text === item.text;
    if (isRepeat) previous.count += 1;
    else lines.push({ item, count: 1 });
  }
  return lines;
}

/** The line's sentence: the item's own, or for a run its plural ("3 new experts match …", "… (2 times)"). */
export function lineText({ item, count }: ActivityLine): string {
  if (count === 1) return item.text;
  if (item.type === 'match.appeared') return `${count} new experts match ${item.project.name}: see the recommendations`;
  return `${item.text} (${count} times)`;
}

/** The dashboard shows this many at first; "Show more" adds as many again. */
export const ACTIVITY_PAGE = 5;

/**
 * The dashboard's Activity panel: the latest events that concern the user (docs/api.md#messages-and-activity), with
 * new ones added as they happen. `linkTo` makes an entry a link where the area has a page for it.
 */
export function ActivityFeed({ linkTo }: { linkTo?: (item: ActivityItem) => string | null } = {}) {
  const queryClient = useQueryClient();
  const query = useActivity(ACTIVITY_PAGE);
  useLiveEvent('activity', (item) => {
    for (const [key] of queryClient.getQueriesData<ActivityPages>({ queryKey: activityQueryKeys.all })) {
      queryClient.setQueryData<ActivityPages>(key, (pages) => addNewest(pages, item));
    }
  });
  useLiveReconnect(() => void queryClient.invalidateQueries({ queryKey: activityQueryKeys.all }));
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];

  if (query.isPending) return <Spinner size={24} label="Loading activity" />;
  if (query.isError && items.length === 0) {
    return (
      <div className={styles.state}>
        <p role="alert">We could not load the activity.</p>
        <Button variant="text" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.empty}>No activity yet</p>;
  return (
    <>
      <ol className={styles.list}>
        {collapseRepeats(items).map((line) => (
          <li key={line.item.id} className={styles.item}>
            <span className={styles.dot} aria-hidden="true" />
            <ActivityText text={lineText(line)} to={linkTo?.(line.item) ?? null} />
            <time className={styles.time} dateTime={line.item.createdAt} title={formatDateTime(line.item.createdAt)}>
              {formatRelativeTime(line.item.createdAt)}
            </time>
          </li>
        ))}
      </ol>
      <ShowMoreButton query={query} className={styles.more} variant="text" />
    </>
  );
}
