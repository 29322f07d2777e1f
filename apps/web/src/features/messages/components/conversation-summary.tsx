import { ConversationKinds, type Conversation } from '@fractional/contract';
import { formatRelativeTime } from '../../../lib/format-time';
import { conversationPeople, conversationTitle, messagePreview } from '../conversation-display';
import { UnreadBadge } from './unread-badge';
import styles from './conversation-summary.module.css';

/**
 * A conversation in three lines, inside a link (the Messages page's list, the dashboard's panel): its
 * title (who or "Squad", and the project), when; the kind and the people; the last message and the
 * unread count, in bold while unread.
 */
export function ConversationSummary({ conversation, myUserId }: { conversation: Conversation; myUserId?: number }) {
  const last = conversation.lastMessage;
  return (
    <span className={conversation.unreadCount > 0 ? `${styles.summary} ${styles.unread}` : styles.summary}>
      <span className={styles.row}>
        <span className={styles.name}>{conversationTitle(conversation, myUserId)}</span>
        {last ? (
          <time className={styles.time} dateTime={last.createdAt}>
            {formatRelativeTime(last.createdAt)}
          </time>
        ) : null}
      </span>
      <span className={styles.line}>
        {ConversationKinds.labels[conversation.kind]} · {conversationPeople(conversation, myUserId)}
      </span>
      <span className={styles.row}>
        <span className={`${styles.line} ${styles.preview}`}>{messagePreview(last, myUserId)}</span>
        <UnreadBadge count={conversation.unreadCount} />
      </span>
    </span>
  );
}
