import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations } from '../api/get-conversations';
import { ConversationSummary } from './conversation-summary';
import styles from './latest-conversations.module.css';

/** The dashboard shows this many. */
export const LATEST_CONVERSATIONS = 3;

export interface LatestConversationsProps {
  myUserId: number | undefined;
  linkTo: (id: number) => string;
  /** The Messages page. */
  allTo: string;
}

/** The dashboard's Messages panel: the latest conversations with their unread counts, each opening its thread. */
export function LatestConversations({ myUserId, linkTo, allTo }: LatestConversationsProps) {
  const query = useConversations(LATEST_CONVERSATIONS);
  const latest = query.data?.pages[0]?.data.slice(0, LATEST_CONVERSATIONS) ?? [];

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
  if (latest.length === 0) return <p className={styles.empty}>No messages yet</p>;
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
