import { InterestStatuses, type Currency, type ExpertCard, type Interest, type Project } from '@fractional/contract';
import { useId, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { expertName } from '../../../lib/expert-display';
import { ExpertMatchCard } from '../../../features/matching/components/expert-match-card';
import { ExpertProfileDialog } from '../../../features/matching/components/expert-profile-dialog';
import { projectSectionPath } from '../../../features/projects/project-sections';
import { squadQueryKeys } from '../../../features/squads/api/query-keys';
import { ListState } from '../../../features/squads/components/list-state';
import { formatDay, hoursText, hourlyRateText } from '../../../features/squads/squad-display';
import { squadErrorText } from '../../../features/squads/squad-messages';
import { useInviteFromInterest } from '../../../features/open-briefs/api/answer-interest';
import { useProjectInterest } from '../../../features/open-briefs/api/get-project-interest';
import { DeclineInterestDialog } from '../../../features/open-briefs/components/decline-interest-dialog';
import grid from '../../../features/matching/components/recommended-experts.module.css';
import styles from './project-interest.module.css';

/**
 * Whether the page lists Interest: always for an open brief; for a private one only when experts asked
 * while it was open (one small request, the section's own first page).
 */
export function useHasInterest(project: Pick<Project, 'id' | 'visibility'>): boolean {
  const isOpen = project.visibility === 'open';
  const query = useProjectInterest(project.id, { enabled: !isOpen });
  return isOpen || (query.data?.pages[0]?.data.length ?? 0) > 0;
}

const statusTone = (status: Interest['status']) =>
  status === 'pending' ? 'accent' : status === 'invited' ? 'brand' : 'neutral';

interface ProjectInterestProps {
  project: Pick<Project, 'id' | 'visibility' | 'status'>;
  renderProfileExtra?: (expert: ExpertCard) => ReactNode;
}

/**
 * The project page's Interest (docs/discovery.md#open-briefs): the experts who asked to join an open brief,
 * each with their match, message, hours and asked rate; Invite turns one into an invitation, Decline
 * tells the expert no (with a reason if the owner gives one).
 */
export function ProjectInterest({ project, renderProfileExtra }: ProjectInterestProps) {
  const query = useProjectInterest(project.id);
  const invite = useInviteFromInterest(project.id);
  const queryClient = useQueryClient();
  // The invitation joins the project's list (the Squad section's, and the shortlist's statuses).
  const onInvite = (interestId: number) =>
    invite
      .mutateAsync(interestId)
      .then(() => queryClient.invalidateQueries({ queryKey: squadQueryKeys.projectInvitations(project.id) }));
  const [declining, setDeclining] = useState<Interest | null>(null);
  const [open, setOpen] = useState<ExpertCard | null>(null);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const waiting = items.filter((item) => item.status === 'pending').length;
  const canAnswer = project.status !== 'completed';
  return (
    <SectionCard
      title="Interest"
      summary={items.length > 0 ? `${waiting} waiting for you` : null}
      isBusy={query.isFetching}
    >
      <p className={styles.lead}>
        {project.visibility === 'open'
          ? 'Your brief is open: experts who find it in their Open briefs can ask to join. Invite the ones you like.'
          : 'Your brief is private now, so no new expert can ask to join. Those who already did are below.'}
      </p>
      {invite.isError ? (
        <p role="alert" className={styles.error}>
          {squadErrorText(invite.error, 'invite')}
        </p>
      ) : null}
      <ListState
        query={query}
        count={items.length}
        loadingLabel="Loading the interest"
        errorText="We could not load who asked to join."
        empty={<p>No expert has expressed interest yet. Experts see an open brief in their Open briefs.</p>}
      >
        <ol className={grid.grid}>
          {items.map((item) => (
            <li key={item.id}>
              <InterestCard
                interest={item}
                projectId={project.id}
                canAnswer={canAnswer}
                onOpen={setOpen}
                onInvite={() => onInvite(item.id)}
                onDecline={() => setDeclining(item)}
              />
            </li>
          ))}
        </ol>
      </ListState>
      {declining ? (
        <DeclineInterestDialog projectId={project.id} interest={declining} onClose={() => setDeclining(null)} />
      ) : null}
      {open ? (
        <ExpertProfileDialog expert={open} onClose={() => setOpen(null)}>
          {renderProfileExtra?.(open)}
        </ExpertProfileDialog>
      ) : null}
    </SectionCard>
  );
}

interface InterestCardProps {
  interest: Interest;
  projectId: number;
  canAnswer: boolean;
  onOpen: (expert: ExpertCard) => void;
  onInvite: () => Promise<unknown>;
  onDecline: () => void;
}

function InterestCard({ interest, projectId, canAnswer, onOpen, onInvite, onDecline }: InterestCardProps) {
  const statusId = useId();
  const match = {
    expert: interest.expert,
    score: interest.match.score,
    factors: interest.match.factors,
    engagement: null,
  };
  const name = expertName(interest.expert);
  const isPending = interest.status === 'pending';
  return (
    <ExpertMatchCard
      match={match}
      onOpen={onOpen}
      action={
        <div className={styles.actions}>
          <Badge tone={statusTone(interest.status)}>
            <span className="visually-hidden">Interest status: </span>
            <span id={statusId}>{InterestStatuses.labels[interest.status]}</span>
          </Badge>
          {isPending && canAnswer ? (
            <>
              <Button onClick={onInvite}>
                Invite<span className="visually-hidden"> {name}</span>
              </Button>
              <Button variant="secondary" onClick={onDecline}>
                Decline<span className="visually-hidden"> {name}</span>
              </Button>
            </>
          ) : null}
          {interest.status === 'invited' && interest.invitationId !== null ? (
            <Link to={projectSectionPath(projectId, 'squad')} className={styles.link}>
              See the invitation<span className="visually-hidden"> to {name}</span>
            </Link>
          ) : null}
        </div>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>Asks</dt>
          <dd>
            {hoursText(interest.hoursPerWeek)} · {hourlyRateText(interest.hourlyRate, interest.currency as Currency)}
          </dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>{formatDay(interest.createdAt)}</dd>
        </div>
      </dl>
      <blockquote className={styles.message}>
        <span className="visually-hidden">{name} wrote: </span>
        {interest.message}
      </blockquote>
      {interest.declineReason ? (
        <p className={styles.reason}>
          <span className={styles.reasonLabel}>You declined: </span>
          {interest.declineReason}
        </p>
      ) : null}
    </ExpertMatchCard>
  );
}
