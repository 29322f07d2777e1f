import type { Conversation } from '@fractional/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations } from '../api/get-conversations';
import { ConversationSummary } from './conversation-summary';
import styles from './latest-conversations.module.css';

/** The dashboard shows this many. */
export const LATEST_CONVERSATIONS = 3;
/** It looks through this many of the latest conversations for ones whose last word came from someone else. */
const NEWS_WINDOW = 10;

/**
 * What is news on the dashboard: a conversation whose last message someone else sent, or a new one
 * with no message yet (an invitation opened it). One where the user had the last word (their own
 * message) is not, and waits on the Messages page.
 */
export function isNews(conversation: Conversation, myUserId: number | undefined): boolean {
  return conversation.lastMessage === null || conversation.lastMessage.sender.userId !== myUserId;
}

export interface LatestConversationsProps {
  myUserId: number | undefined;
  linkTo: (id: number) => string;
  /** The Messages page. */
  allTo: string;
}

/**
 * The dashboard's Messages panel: the latest conversations whose last message came from someone else
 * (`isNews`), with their unread counts, each opening its thread.
 */
export function LatestConversations({ myUserId, linkTo, allTo }: LatestConversationsProps) {
  const query = useConversations(NEWS_WINDOW);
  const recent = query.data?.pages[0]?.data ?? [];
  const latest = recent.filter((conversation) => isNews(conversation, myUserId)).slice(0, LATEST_CONVERSATIONS);

  if (query.isPending) return <Spinner size={24} label="Loading messages" />;
  if (query.isError && latest.length === 0) {
    return (
      <div className={styles.state}>
        <p role="alert">We could not load your messages.</p>
        <Button variant="text" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (recent.length === 0) return <p className={styles.empty}>No messages yet</p>;
  if (latest.length === 0)
    return (
      <>
        <p className={styles.empty}>Nothing new: the latest word in your conversations is yours.</p>
        <Link to={allTo} className={styles.all}>
          All messages
        </Link>
      </>
    );
  return (
    <>
      <ul className={styles.list}>
        {latest.map((conversation) => (
          <li key={conversation.id}>
            <Link to={linkTo(conversation.id)} className={styles.item}>
              <ConversationSummary conversation={conversation} myUserId={myUserId} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={allTo} className={styles.all}>
        All messages
      </Link>
    </>
  );
}
