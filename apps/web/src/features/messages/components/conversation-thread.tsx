import { ConversationKinds, type Conversation, type Message } from '@fractional/contract';
import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLiveEvent } from '../../../lib/use-live-event';
import { useMessages } from '../api/get-messages';
import { conversationPeople, conversationTitle, personName } from '../conversation-display';
import { useMarkRead } from '../hooks/use-mark-read';
import { useOutbox } from '../hooks/use-outbox';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { ThreadState } from './thread-state';
import styles from './conversation-thread.module.css';

/** Announced at most this long: a screen reader reads the rest in the thread. */
const ANNOUNCE_MAX = 200;

export const READ_ONLY_NOTICE = 'You are no longer in this squad: you can read the conversation but not write in it.';

export interface ConversationThreadProps {
  conversation: Conversation;
  myUserId: number | undefined;
  /** Back to the conversation list (shown on narrow screens, where the list is not beside the thread). */
  backTo: string;
}

function announcement(message: Message): string {
  const body = message.body.length > ANNOUNCE_MAX ? `${message.body.slice(0, ANNOUNCE_MAX)}…` : message.body;
  return `New message from ${personName(message.sender)}: ${body}`;
}

/** One conversation: who is in it, its messages, and the composer (or why there is none). */
export function ConversationThread({ conversation, myUserId, backTo }: ConversationThreadProps) {
  const headingId = useId();
  const query = useMessages(conversation.id);
  const outbox = useOutbox(conversation.id);
  const [announced, setAnnounced] = useState('');
  const messages = query.data?.pages.flatMap((page) => page.data).reverse() ?? [];
  const newest = messages.at(-1);
  useMarkRead(conversation.id, newest, conversation.unreadCount, myUserId);

  useLiveEvent('message', (message) => {
    if (message.conversationId === conversation.id && message.sender.userId !== myUserId) {
      setAnnounced(announcement(message));
    }
  });

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  let body;
  if (query.isPending) {
    body = (
      <ThreadState>
        <Spinner label="Loading messages" />
      </ThreadState>
    );
  } else if (query.isError && messages.length === 0) {
    body = (
      <ThreadState>
        <p role="alert">We could not load the messages.</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </ThreadState>
    );
  } else if (messages.length === 0 && outbox.pending.length === 0) {
    body = (
      <ThreadState>
        <p>{conversation.canWrite ? 'No messages yet. Start the conversation below.' : 'No messages yet.'}</p>
      </ThreadState>
    );
  } else {
    body = (
      <MessageList
        messages={messages}
        pending={outbox.pending}
        myUserId={myUserId}
        hasOlder={hasNextPage}
        isLoadingOlder={isFetchingNextPage}
        hasOlderFailed={query.isFetchNextPageError}
        onLoadOlder={loadOlder}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
      />
    );
  }

  const members = conversation.participants.filter((participant) => participant.canWrite).length;
  return (
    <section className={styles.thread} aria-labelledby={headingId}>
      <header className={styles.header}>
        <Link to={backTo} className={styles.back}>
          <span aria-hidden="true">←</span> All conversations
        </Link>
        <div className={styles.titleRow}>
          <h2 id={headingId} className={styles.title}>
            {conversationTitle(conversation, myUserId)}
          </h2>
          <Badge tone={conversation.kind === 'squad' ? 'brand' : 'neutral'}>
            {ConversationKinds.labels[conversation.kind]}
          </Badge>
        </div>
        <p className={styles.project}>
          {conversation.kind === 'squad'
            ? `${conversationPeople(conversation, myUserId)} · ${members} ${members === 1 ? 'person' : 'people'}`
            : `Direct messages with ${conversationPeople(conversation, myUserId)}`}
        </p>
      </header>
      {body}
      {conversation.canWrite ? (
        <Composer key={conversation.id} onSend={outbox.send} />
      ) : (
        <p className={styles.readOnly} role="note">
          {READ_ONLY_NOTICE}
        </p>
      )}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announced}
      </div>
    </section>
  );
}
