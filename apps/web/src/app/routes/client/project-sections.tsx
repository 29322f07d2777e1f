import { Link } from 'react-router';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { useMe } from '../../../lib/get-me';
import { expertName } from '../../../lib/expert-display';
import { useConversations } from '../../../features/messages/api/get-conversations';
import { ConversationSummary } from '../../../features/messages/components/conversation-summary';
import { MembershipReview } from '../../../features/reviews/components/membership-review';
import { useProjectSquad } from '../../../features/squads/api/get-project-squad';
import { ListState } from '../../../features/squads/components/list-state';
import messageStyles from '../../../features/messages/components/latest-conversations.module.css';
import styles from './project-summary.module.css';

/** A section that has nothing yet while the project waits for its squad (Spend, Invoices, Check-ins). */
export function NotStartedSection({ title, text }: { title: string; text: string }) {
  return (
    <SectionCard title={title}>
      <p className={styles.muted}>{text}</p>
    </SectionCard>
  );
}

/** The Reviews section: each ended member of the squad with the reviews of their membership (docs/reviews.md). */
export function ProjectMemberReviews({ projectId }: { projectId: number }) {
  const query = useProjectSquad(projectId);
  const ended = (query.data?.pages.flatMap((page) => page.data) ?? []).flatMap((member) =>
    member.endedAt ? [{ ...member, endedAt: member.endedAt }] : [],
  );
  return (
    <SectionCard title="Reviews" isBusy={query.isFetching}>
      <ListState
        query={query}
        count={ended.length}
        loadingLabel="Loading the reviews"
        errorText="We could not load the squad."
        empty={<p>Reviews open here when a member of the squad ends their engagement.</p>}
      >
        <ul className={styles.plainList}>
          {ended.map((member) => (
            <li key={member.id}>
              <h3 className={styles.itemTitle}>{expertName(member.expert)}</h3>
              <MembershipReview
                projectId={projectId}
                memberId={member.id}
                endedAt={member.endedAt}
                about="expert"
                subjectName={expertName(member.expert)}
              />
            </li>
          ))}
        </ul>
      </ListState>
    </SectionCard>
  );
}

/**
 * The Messages section: this project's conversations (the squad's, one per invited expert), asked of
 * the API by project and paged, each opening its thread on the Messages page.
 */
export function ProjectConversations({ projectId }: { projectId: number }) {
  const query = useConversations(undefined, projectId);
  const { data: me } = useMe();
  const conversations = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <SectionCard title="Messages" isBusy={query.isFetching}>
      <ListState
        query={query}
        count={conversations.length}
        loadingLabel="Loading the messages"
        errorText="We could not load your messages."
        empty={<p>No conversations about this project yet. One opens with each expert you invite.</p>}
      >
        <ul className={messageStyles.list}>
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <Link to={paths.client.conversation(conversation.id)} className={messageStyles.item}>
                <ConversationSummary conversation={conversation} myUserId={me?.id} />
              </Link>
            </li>
          ))}
        </ul>
      </ListState>
      <Link to={paths.client.messages} className={messageStyles.all}>
        All messages
      </Link>
    </SectionCard>
  );
}
