import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { Invitation } from '@fractional/contract';
import { expertName } from '../../../lib/expert-display';
import { useProjectInvitations } from '../api/get-project-invitations';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { formatDay, hoursText, invitationLabel, invitationTone } from '../squad-display';
import { squadErrorText } from '../squad-messages';
import { ListState } from './list-state';
import styles from './squad-sections.module.css';
import { SectionCard } from '../../../components/ui/section-card';

interface ProjectInvitationsProps {
  projectId: number;
  /** A completed project: nothing left to withdraw. */
  isClosed: boolean;
}

/** The summary's "Invitations" (docs/api.md#invitations-and-squads): who was asked, for how many hours, and what they answered. */
export function ProjectInvitations({ projectId, isClosed }: ProjectInvitationsProps) {
  const query = useProjectInvitations(projectId);
  const [withdrawing, setWithdrawing] = useState<Invitation | null>(null);
  const invitations = query.data?.pages.flatMap((page) => page.data) ?? [];
  const open = invitations.filter((invitation) => invitation.status === 'invited').length;
  return (
    <SectionCard
      className={styles.card}
      title="Invitations"
      summary={invitations.length > 0 ? <span className={styles.summary}>{open} open</span> : null}
      isBusy={query.isFetching}
    >
      <ListState
        query={query}
        count={invitations.length}
        loadingLabel="Loading the invitations"
        errorText="We could not load the invitations."
        empty={
          <p>
            {isClosed
              ? 'No invitations were sent for this project.'
              : 'No invitations yet. Invite the experts you like from the recommendations below.'}
          </p>
        }
      >
        <ul className={styles.list}>
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              onWithdraw={!isClosed && invitation.status === 'invited' ? () => setWithdrawing(invitation) : null}
            />
          ))}
        </ul>
      </ListState>
      {withdrawing ? (
        <WithdrawDialog projectId={projectId} invitation={withdrawing} onClose={() => setWithdrawing(null)} />
      ) : null}
    </SectionCard>
  );
}

function InvitationRow({ invitation, onWithdraw }: { invitation: Invitation; onWithdraw: (() => void) | null }) {
  const nameId = useId();
  const answered = invitation.respondedAt
    ? ` · ${invitationLabel(invitation.status)} ${formatDay(invitation.respondedAt)}`
    : '';
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <span id={nameId}>{expertName(invitation.expert)}</span>
          {invitation.membership?.status === 'ended' ? (
            <Badge>Ended</Badge>
          ) : (
            <Badge tone={invitationTone(invitation.status)}>{invitationLabel(invitation.status)}</Badge>
          )}
        </p>
        <p className={styles.meta}>
          {hoursText(invitation.hoursAsked)} asked
          {invitation.status === 'accepted' ? ` · ${hoursText(invitation.hoursPerWeek)} agreed` : ''} · Sent{' '}
          {formatDay(invitation.createdAt)}
          {answered}
        </p>
        {invitation.message ? <p className={styles.quote}>{invitation.message}</p> : null}
        {invitation.declineReason ? (
          <p className={styles.quote}>
            <span className="visually-hidden">Reason given: </span>
            {invitation.declineReason}
          </p>
        ) : null}
      </div>
      {onWithdraw ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onWithdraw} aria-describedby={nameId}>
            Withdraw
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function WithdrawDialog(props: { projectId: number; invitation: Invitation; onClose: () => void }) {
  const withdraw = useWithdrawInvitation(props.projectId);
  const name = expertName(props.invitation.expert);
  return (
    <ConfirmDialog
      title={`Withdraw the invitation to ${name}?`}
      confirmLabel="Withdraw invitation"
      onConfirm={() => withdraw.mutateAsync(props.invitation.id).then(props.onClose)}
      onCancel={props.onClose}
      isPending={withdraw.isPending}
      error={withdraw.error ? squadErrorText(withdraw.error, 'withdraw') : null}
    >
      <p>{name} can no longer accept it. You can invite them again later.</p>
    </ConfirmDialog>
  );
}
