import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { useMe } from '../../lib/get-me';
import { useConversation } from '../../features/messages/api/get-conversation';
import { ConversationList } from '../../features/messages/components/conversation-list';
import { ConversationThread } from '../../features/messages/components/conversation-thread';
import { ThreadState } from '../../features/messages/components/thread-state';
import { usePageTitle } from '../use-page-title';
import styles from './messages.module.css';

const MAX_ID = 2_147_483_647;

/** The route's id as a conversation id; anything else (letters, 0, too large) is none. */
function parseId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

const EMPTY_HINTS = {
  client: 'A conversation opens with each expert you invite to a project, and one with each squad.',
  contractor: 'A conversation opens when a client invites you to a project, and one with each squad you join.',
};

function Thread({
  id,
  myUserId,
  area,
}: {
  id: number;
  myUserId: number | undefined;
  area: typeof paths.client | typeof paths.contractor;
}) {
  const query = useConversation(id);
  if (query.data) return <ConversationThread conversation={query.data} myUserId={myUserId} backTo={area.messages} />;
  if (query.isPending) {
    return (
      <ThreadState>
        <Spinner label="Loading conversation" />
      </ThreadState>
    );
  }
  const isMissing = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  return (
    <ThreadState>
      <p role="alert">
        {isMissing ? 'This conversation does not exist, or you are not in it.' : 'We could not load this conversation.'}
      </p>
      {isMissing ? (
        <ButtonLink to={area.messages} variant="secondary">
          All conversations
        </ButtonLink>
      ) : (
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      )}
    </ThreadState>
  );
}

/**
 * `/client/messages` and `/member/contractor/messages[/:conversationId]` (docs/api.md#messages-and-activity): the
 * conversations beside the open thread; on a narrow screen one or the other.
 */
export function Component() {
  usePageTitle('Messages');
  const { data: user } = useMe();
  const param = useParams().conversationId;
  const id = parseId(param);
  const role = user?.role.name === 'client' ? 'client' : 'contractor';
  const area = role === 'client' ? paths.client : paths.contractor;
  const isThreadOpen = param !== undefined;

  return (
    <main id="main" className={styles.page}>
      <h1 className={isThreadOpen ? styles.headingWithThread : styles.heading}>Messages</h1>
      <div className={`${styles.layout} ${isThreadOpen ? styles.threadOpen : ''}`}>
        <nav className={styles.conversations} aria-label="Conversations">
          <ConversationList
            myUserId={user?.id}
            selectedId={id}
            linkTo={area.conversation}
            emptyHint={EMPTY_HINTS[role]}
          />
        </nav>
        <div className={styles.thread}>
          {id !== null ? (
            <Thread key={id} id={id} myUserId={user?.id} area={area} />
          ) : (
            <ThreadState>
              {isThreadOpen ? (
                <p role="alert">This conversation does not exist, or you are not in it.</p>
              ) : (
                <p>Choose a conversation to read it.</p>
              )}
            </ThreadState>
          )}
        </div>
      </div>
    </main>
  );
}
