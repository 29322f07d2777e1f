import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ShowMoreButton } from '../../../components/ui/show-more-button';
import { Spinner } from '../../../components/ui/spinner';
import { useConversations } from '../api/get-conversations';
import { ConversationSummary } from './conversation-summary';
import styles from './conversation-list.module.css';

export const NO_CONVERSATIONS = 'No conversations yet.';

export interface ConversationListProps {
  myUserId: number | undefined;
  selectedId: number | null;
  /** The link to a conversation. */
  linkTo: (id: number) => string;
  /** Shown when there is none yet: how conversations start in this area. */
  emptyHint: string;
}

/** The user's conversations, newest activity first, each with its unread count. */
export function ConversationList({ myUserId, selectedId, linkTo, emptyHint }: ConversationListProps) {
  const query = useConversations();
  const conversations = query.data?.pages.flatMap((page) => page.data) ?? [];

  if (query.isPending) {
    return (
      <div className={styles.state}>
        <Spinner label="Loading conversations" />
      </div>
    );
  }
  if (query.isError && conversations.length === 0) {
    return (
      <div className={styles.state}>
        <p role="alert">We could not load your conversations.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <div className={styles.state}>
        <p className={styles.emptyTitle}>{NO_CONVERSATIONS}</p>
        <p>{emptyHint}</p>
      </div>
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <Link
              to={linkTo(conversation.id)}
              className={styles.item}
              aria-current={conversation.id === selectedId ? 'page' : undefined}
            >
              <ConversationSummary conversation={conversation} myUserId={myUserId} />
            </Link>
          </li>
        ))}
      </ul>
      <ShowMoreButton query={query} className={styles.more} variant="text" label="Show more conversations" />
    </>
  );
}
