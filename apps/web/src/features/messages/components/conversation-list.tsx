import { ConversationKinds, type Conversation } from '@fractional/contract';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatRelativeTime } from '../../../lib/format-time';
import { useConversations } from '../api/get-conversations';
import { conversationTitle, messagePreview } from '../conversation-display';
import { UnreadBadge } from './unread-badge';
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

function ConversationItem(props: {
  conversation: Conversation;
  myUserId: number | undefined;
  isSelected: boolean;
  to: string;
}) {
  const { conversation, myUserId } = props;
  const last = conversation.lastMessage;
  const hasUnread = conversation.unreadCount > 0;
  return (
    <li>
      <Link
        to={props.to}
        className={`${styles.item} ${hasUnread ? styles.unread : ''}`}
        aria-current={props.isSelected ? 'page' : undefined}
      >
        <span className={styles.top}>
          <span className={styles.name}>{conversationTitle(conversation, myUserId)}</span>
          {last ? (
            <time className={styles.time} dateTime={last.createdAt}>
              {formatRelativeTime(last.createdAt)}
            </time>
          ) : null}
        </span>
        <span className={styles.project}>
          {conversation.project.name} · {ConversationKinds.labels[conversation.kind]}
        </span>
        <span className={styles.bottom}>
          <span className={styles.preview}>{messagePreview(last, myUserId)}</span>
          <UnreadBadge count={conversation.unreadCount} />
        </span>
      </Link>
    </li>
  );
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
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            myUserId={myUserId}
            isSelected={conversation.id === selectedId}
            to={linkTo(conversation.id)}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="text"
          className={styles.more}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show more conversations'}
        </Button>
      ) : null}
    </>
  );
}
