import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { RateChangeSide, SquadMember, SquadMemberCv } from '@fractional/contract';
import { formatFileSize } from '../../../components/ui/file-upload';
import { expertName } from '../../../lib/expert-display';
import { useDownloadCvFile } from '../../../lib/download-cv-file';
import { useEndMembership } from '../api/end-membership';
import { useProjectSquad } from '../api/get-project-squad';
import { formatDay, hoursText } from '../squad-display';
import { MemberRate } from './member-rate';
import { squadErrorText } from '../squad-messages';
import { ListState } from './list-state';
import styles from './squad-sections.module.css';
import { SectionCard } from '../../../components/ui/section-card';

/** "2 members · 25 h/week", from the active members only. */
function squadSummary(members: readonly SquadMember[]): string | null {
  const active = members.filter((member) => member.status === 'active');
  if (active.length === 0) return null;
  const hours = active.reduce((sum, member) => sum + member.hoursPerWeek, 0);
  return `${active.length} ${active.length === 1 ? 'member' : 'members'} · ${hoursText(hours)}`;
}

interface ProjectSquadProps {
  projectId: number;
  /** What an ended member's row adds below its facts (the page composes the reviews in). */
  renderEnded?: (member: SquadMember & { endedAt: string }) => ReactNode;
  /**
   * The owner's summary (the default): rates, CVs and "End". A member's project page reads the squad
   * only: names, roles, hours and since when, ended members marked.
   */
  isProjectSide?: boolean;
  /** The reader's own profile (an expert reading their project): their own row shows its rate and rate controls. */
  ownProfileId?: number;
}

/** The summary's "Squad" (docs/api.md#invitations-and-squads): members with hours, rate and since when; "End" frees their hours. */
export function ProjectSquad({ projectId, renderEnded, isProjectSide = true, ownProfileId }: ProjectSquadProps) {
  const query = useProjectSquad(projectId);
  const [ending, setEnding] = useState<SquadMember | null>(null);
  const members = query.data?.pages.flatMap((page) => page.data) ?? [];
  const summary = squadSummary(members);
  return (
    <SectionCard
      className={styles.card}
      title="Squad"
      summary={summary ? <span className={styles.summary}>{summary}</span> : null}
      isBusy={query.isFetching}
    >
      <ListState
        query={query}
        count={members.length}
        loadingLabel="Loading the squad"
        errorText="We could not load the squad."
        empty={<p>No one has joined yet. Experts join the squad when they accept your invitation.</p>}
      >
        <ul className={styles.list}>
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              projectId={projectId}
              rateSide={isProjectSide ? 'client' : member.expert.profileId === ownProfileId ? 'expert' : null}
              onEnd={isProjectSide && member.status === 'active' ? () => setEnding(member) : null}
              extra={member.endedAt ? renderEnded?.({ ...member, endedAt: member.endedAt }) : null}
            />
          ))}
        </ul>
      </ListState>
      {ending ? <EndDialog projectId={projectId} member={ending} onClose={() => setEnding(null)} /> : null}
    </SectionCard>
  );
}

interface MemberRowProps {
  member: SquadMember;
  projectId: number;
  /** Who reads the rate: the owner (`client`), the member themself (`expert`), or a fellow member (hidden). */
  rateSide: RateChangeSide | null;
  onEnd: (() => void) | null;
  extra: ReactNode;
}

function MemberRow({ member, projectId, rateSide, onEnd, extra }: MemberRowProps) {
  const nameId = useId();
  const roles = member.expert.jobRole.map((role) => role.role).join(', ');
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <p className={styles.name}>
          <span id={nameId}>{expertName(member.expert)}</span>
          {member.status === 'ended' ? <Badge>Ended</Badge> : null}
        </p>
        {roles ? <p className={styles.meta}>{roles}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>Hours</dt>
            <dd>{hoursText(member.hoursPerWeek)}</dd>
          </div>
          {rateSide ? (
            <div>
              <dt>Rate</dt>
              <dd>
                <MemberRate projectId={projectId} member={member} side={rateSide} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>Since</dt>
            <dd>{formatDay(member.joinedAt)}</dd>
          </div>
          {member.endedAt ? (
            <div>
              <dt>Ended</dt>
              <dd>{formatDay(member.endedAt)}</dd>
            </div>
          ) : null}
        </dl>
        {member.cvs.length > 0 ? <MemberCvs cvs={member.cvs} /> : null}
        {extra}
      </div>
      {onEnd ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEnd} aria-describedby={nameId}>
            End
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** A member's CVs, readable by the project's owner once the expert has joined (docs/api.md#invitations-and-squads). */
function MemberCvs({ cvs }: { cvs: readonly SquadMemberCv[] }) {
  const download = useDownloadCvFile();
  return (
    <div className={styles.cvs}>
      <ul className={styles.cvList} aria-label="CVs">
        {cvs.map((cv) => (
          <li key={cv.id}>
            <button
              type="button"
              className={styles.cvButton}
              aria-label={`Download ${cv.fileName}`}
              aria-busy={(download.isPending && download.variables.id === cv.id) || undefined}
              onClick={() => download.mutate(cv)}
            >
              {cv.fileName}
            </button>{' '}
            <span className={styles.meta}>{formatFileSize(cv.fileSize)}</span>
          </li>
        ))}
      </ul>
      {download.isError ? <p role="alert">We could not download this CV. Please try again.</p> : null}
    </div>
  );
}

function EndDialog(props: { projectId: number; member: SquadMember; onClose: () => void }) {
  const end = useEndMembership();
  const name = expertName(props.member.expert);
  return (
    <ConfirmDialog
      title={`End ${name}’s membership?`}
      confirmLabel="End membership"
      onConfirm={() => end.mutateAsync({ projectId: props.projectId, memberId: props.member.id }).then(props.onClose)}
      onCancel={props.onClose}
      isPending={end.isPending}
      error={end.error ? squadErrorText(end.error, 'end') : null}
    >
      <p>
        {name} leaves the squad today and their {hoursText(props.member.hoursPerWeek)} are freed for other work. This
        cannot be undone, but you can invite them again.
      </p>
    </ConfirmDialog>
  );
}
