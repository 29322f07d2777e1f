import type { Engagement, ExpertCard, Invitation, Project, ShortlistEntry } from '@fractional/contract';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { paths } from '../../../config/paths';
import { expertName } from '../../../lib/expert-display';
import { ExpertMatchCard } from '../../../features/matching/components/expert-match-card';
import { ExpertProfileDialog } from '../../../features/matching/components/expert-profile-dialog';
import { useProjectInvitations } from '../../../features/squads/api/get-project-invitations';
import { InviteAction } from '../../../features/squads/components/invite-action';
import { ListState } from '../../../features/squads/components/list-state';
import { useRemoveFromShortlist, useShortlist } from '../../../features/project-shortlist/api/get-shortlist';
import grid from '../../../features/matching/components/recommended-experts.module.css';
import styles from './project-shortlist.module.css';

/** Each expert's latest invitation to the project (the list is newest first), as the match card's engagement. */
export function latestEngagements(invitations: readonly Invitation[]): Map<number, Engagement> {
  const engagements = new Map<number, Engagement>();
  for (const invitation of invitations) {
    if (engagements.has(invitation.expert.profileId)) continue;
    engagements.set(invitation.expert.profileId, {
      invitationId: invitation.id,
      status: invitation.status,
      memberStatus: invitation.membership?.status ?? null,
    });
  }
  return engagements;
}

interface ProjectShortlistProps {
  project: Pick<Project, 'id' | 'hoursPerWeek' | 'status'>;
  /** What the open profile shows below the card (the page composes the expert's reviews in). */
  renderProfileExtra?: (expert: ExpertCard) => ReactNode;
}

/**
 * The project page's Shortlist (docs/discovery.md#shortlists): the experts the owner kept from Find experts,
 * each with their live match, the owner's note, Invite (the invitations' own dialog) and Remove.
 */
export function ProjectShortlist({ project, renderProfileExtra }: ProjectShortlistProps) {
  const query = useShortlist(project.id);
  const invitations = useProjectInvitations(project.id);
  const remove = useRemoveFromShortlist(project.id);
  const [open, setOpen] = useState<ExpertCard | null>(null);
  const entries = query.data?.pages.flatMap((page) => page.data) ?? [];
  const engagements = latestEngagements(invitations.data?.pages.flatMap((page) => page.data) ?? []);
  const isClosed = project.status === 'completed';
  return (
    <SectionCard title="Shortlist" isBusy={query.isFetching}>
      <p className={styles.lead}>
        The experts you kept for this project, with how well each fits the brief today. Only you see your notes.
      </p>
      {remove.isError ? (
        <p role="alert" className={styles.error}>
          We could not remove that expert. Please try again.
        </p>
      ) : null}
      <ListState
        query={query}
        count={entries.length}
        loadingLabel="Loading the shortlist"
        errorText="We could not load the shortlist."
        empty={
          <>
            <p>No expert on the shortlist yet.</p>
            <p>
              Search every listed expert and keep the ones you like for this project.{' '}
              <Link to={paths.client.findExperts}>Find experts</Link>
            </p>
          </>
        }
      >
        <ol className={grid.grid}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <ShortlistCard
                entry={entry}
                engagement={engagements.get(entry.expert.profileId) ?? null}
                project={project}
                canInvite={!isClosed}
                onOpen={setOpen}
                onRemove={() => remove.mutateAsync(entry.expert.profileId)}
              />
            </li>
          ))}
        </ol>
      </ListState>
      {open ? (
        <ExpertProfileDialog expert={open} onClose={() => setOpen(null)}>
          {renderProfileExtra?.(open)}
        </ExpertProfileDialog>
      ) : null}
    </SectionCard>
  );
}

interface ShortlistCardProps {
  entry: ShortlistEntry;
  engagement: Engagement | null;
  project: Pick<Project, 'id' | 'hoursPerWeek'>;
  canInvite: boolean;
  onOpen: (expert: ExpertCard) => void;
  onRemove: () => Promise<unknown>;
}

function ShortlistCard({ entry, engagement, project, canInvite, onOpen, onRemove }: ShortlistCardProps) {
  // Null when the expert is not ranked for the brief now (no hours left, or too little in common).
  const match = {
    expert: entry.expert,
    score: entry.match?.score ?? null,
    factors: entry.match?.factors ?? [],
    engagement,
  };
  const name = expertName(entry.expert);
  return (
    <ExpertMatchCard
      match={match}
      onOpen={onOpen}
      action={
        <div className={styles.actions}>
          {canInvite ? <InviteAction projectId={project.id} defaultHours={project.hoursPerWeek} match={match} /> : null}
          <Button variant="secondary" onClick={onRemove}>
            Remove<span className="visually-hidden"> {name} from the shortlist</span>
          </Button>
        </div>
      }
    >
      {entry.note ? (
        <p className={styles.note}>
          <span className={styles.noteLabel}>Your note: </span>
          {entry.note}
        </p>
      ) : null}
    </ExpertMatchCard>
  );
}
