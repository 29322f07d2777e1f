import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../config/paths';
import type { Invitation } from '@fractional/contract';
import { useEndMembership } from '../api/end-membership';
import { useMyInvitations } from '../api/get-my-invitations';
import { formatDay, hourlyRateText, hoursText } from '../squad-display';
import { squadErrorText } from '../squad-messages';
import { ListState } from './list-state';
import styles from './squad-sections.module.css';
import { SectionCard } from '../../../components/ui/section-card';

/** An accepted invitation with its membership: one of the expert's squads. */
type Engaged = Invitation & { membership: NonNullable<Invitation['membership']> };
const isEngaged = (invitation: Invitation): invitation is Engaged => invitation.membership !== null;

/** "Mere Parata · Kauri Analytics": the client, named once the expert has joined. */
function clientText({ client }: Invitation['project']): string {
  const person = [client.firstName, client.lastName].filter(Boolean).join(' ');
  return [person, client.orgName].filter(Boolean).join(' · ');
}

/**
 * The expert's squads (My projects in docs/product.md#contractor-area): the accepted invitations with their memberships,
 * active first, then past; "Leave" ends their own membership after a confirmation.
 */
export function MyProjects({ renderPast }: { renderPast?: (item: Engaged & { endedAt: string }) => ReactNode }) {
  const query = useMyInvitations('accepted');
  const [leaving, setLeaving] = useState<Engaged | null>(null);
  const engaged = (query.data?.pages.flatMap((page) => page.data) ?? []).filter(isEngaged);
  const active = engaged.filter((item) => item.membership.status === 'active');
  const past = engaged.filter((item) => item.membership.status === 'ended');
  return (
    <ListState
      query={query}
      count={engaged.length}
      loadingLabel="Loading your projects"
      errorText="We could not load your projects."
      isPageList
      empty={
        <>
          <p>You are not in a squad yet.</p>
          <p>
            When you accept an invitation, the project shows here.{' '}
            <Link to={paths.contractor.opportunities}>See your opportunities</Link>
          </p>
        </>
      }
    >
      <MembershipList title="Active" items={active} emptyText="No active squads right now." onLeave={setLeaving} />
      {past.length > 0 ? (
        <MembershipList title="Past" items={past} emptyText="" onLeave={null} renderExtra={renderPast} />
      ) : null}
      {leaving ? <LeaveDialog item={leaving} onClose={() => setLeaving(null)} /> : null}
    </ListState>
  );
}

interface MembershipListProps {
  title: string;
  items: readonly Engaged[];
  emptyText: string;
  onLeave: ((item: Engaged) => void) | null;
  renderExtra?: ((item: Engaged & { endedAt: string }) => ReactNode) | undefined;
}

function MembershipList({ title, items, emptyText, onLeave, renderExtra }: MembershipListProps) {
  return (
    <SectionCard
      className={styles.card}
      title={title}
      summary=<span className={styles.summary}>{items.length === 1 ? '1 project' : `${items.length} projects`}</span>
    >
      {items.length === 0 ? (
        <p className={styles.state}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <MembershipRow
              key={item.id}
              item={item}
              onLeave={onLeave ? () => onLeave(item) : null}
              extra={item.membership.endedAt ? renderExtra?.({ ...item, endedAt: item.membership.endedAt }) : null}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function MembershipRow(props: { item: Engaged; onLeave: (() => void) | null; extra: ReactNode }) {
  const { item, onLeave, extra } = props;
  const nameId = useId();
  const { membership } = item;
  const client = clientText(item.project);
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <h3 className={styles.name}>
          <Link id={nameId} to={paths.contractor.project(item.project.id)}>
            {item.project.name}
          </Link>
          {item.project.status === 'completed' ? <Badge>Project completed</Badge> : null}
        </h3>
        {client ? <p className={styles.meta}>{client}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>Hours</dt>
            <dd>{hoursText(item.hoursPerWeek)}</dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>{hourlyRateText(item.hourlyRate, item.project.currency)}</dd>
          </div>
          <div>
            <dt>Since</dt>
            <dd>{formatDay(membership.joinedAt)}</dd>
          </div>
          {membership.endedAt ? (
            <div>
              <dt>Ended</dt>
              <dd>{formatDay(membership.endedAt)}</dd>
            </div>
          ) : null}
        </dl>
        {extra}
      </div>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={paths.contractor.timesheets(item.project.id)} aria-describedby={nameId}>
          Timesheet
        </ButtonLink>
        {onLeave ? (
          <Link to={paths.contractor.engagement(item.project.id)} aria-describedby={nameId}>
            Check-ins and outcomes
          </Link>
        ) : null}
        {onLeave ? (
          <Button variant="secondary" onClick={onLeave} aria-describedby={nameId}>
            Leave
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function LeaveDialog({ item, onClose }: { item: Engaged; onClose: () => void }) {
  const end = useEndMembership();
  return (
    <ConfirmDialog
      title={`Leave “${item.project.name}”?`}
      confirmLabel="Leave the squad"
      onConfirm={() => end.mutateAsync({ projectId: item.project.id, memberId: item.membership.id }).then(onClose)}
      onCancel={onClose}
      isPending={end.isPending}
      error={end.error ? squadErrorText(end.error, 'end') : null}
    >
      <p>
        Your membership ends today and your {hoursText(item.hoursPerWeek)} are free again for other work. This cannot be
        undone.
      </p>
    </ConfirmDialog>
  );
}
