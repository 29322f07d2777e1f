import { SHORTLIST_NOTE_MAX, type ExpertHit, type Project } from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { expertName } from '../../../lib/expert-display';
import { useAddToShortlist } from '../../../features/discovery/api/add-to-shortlist';
import { shortlistErrorText } from '../../../features/discovery/discovery-messages';
import { useOpenProjects } from '../../../features/projects/api/get-open-projects';
import { ProjectChoice } from '../../../features/projects/components/project-choice';
import { InviteDialog } from '../../../features/squads/components/invite-dialog';
import styles from './find-experts.module.css';

const CHOOSE_PROJECT = 'Choose a project.';

/** The project chosen in a dialog, checked before sending. */
function useChosenProject() {
  const open = useOpenProjects();
  const [projectId, setProjectId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const project = open.projects.find((item) => item.id === projectId) ?? null;
  const choice = (
    <ProjectChoice
      {...open}
      value={projectId}
      onChange={(id) => {
        setProjectId(id);
        setError(null);
      }}
      error={error}
    />
  );
  /** The chosen project, or null after saying one must be chosen. */
  const require = (): Project | null => {
    if (!project) setError(open.projects.length === 0 ? 'Create a project first.' : CHOOSE_PROJECT);
    return project;
  };
  return { choice, require };
}

function ShortlistDialog({
  hit,
  onDone,
  onClose,
}: {
  hit: ExpertHit;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const chosen = useChosenProject();
  const add = useAddToShortlist();
  const [note, setNote] = useState('');
  const name = expertName(hit.expert);
  const onConfirm = async () => {
    const project = chosen.require();
    if (!project) return;
    const text = note.trim();
    await add.mutateAsync({ projectId: project.id, profileId: hit.expert.profileId, ...(text ? { note: text } : {}) });
    onDone(`${name} is on the shortlist of “${project.name}”.`);
    onClose();
  };
  return (
    <ConfirmDialog
      title={`Add ${name} to a shortlist`}
      confirmLabel="Add to shortlist"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={add.isPending}
      error={add.error ? shortlistErrorText(add.error) : null}
    >
      <p>Keep {name} in mind for one of your projects; invite them from its shortlist when you are ready.</p>
      {chosen.choice}
      <Textarea
        name="note"
        label="Note (optional)"
        hint="Only you see it."
        value={note}
        onChange={setNote}
        maxLength={SHORTLIST_NOTE_MAX}
      />
    </ConfirmDialog>
  );
}

function InvitePicker({
  hit,
  onPick,
  onClose,
}: {
  hit: ExpertHit;
  onPick: (project: Project) => void;
  onClose: () => void;
}) {
  const chosen = useChosenProject();
  const name = expertName(hit.expert);
  return (
    <ConfirmDialog
      title={`Invite ${name} to which project?`}
      confirmLabel="Continue"
      onConfirm={() => {
        const project = chosen.require();
        if (project) onPick(project);
      }}
      onCancel={onClose}
    >
      <p>{name} gets an e-mail with that project’s brief and can accept or decline.</p>
      {chosen.choice}
    </ConfirmDialog>
  );
}

type Step = { kind: 'shortlist' } | { kind: 'pick' } | { kind: 'invite'; project: Project } | null;

/** A result's "Add to shortlist" and "Invite" (docs/product.md#client-area), each asking which project, then saying what happened. */
export function FindExpertActions({ hit }: { hit: ExpertHit }) {
  const [step, setStep] = useState<Step>(null);
  const [done, setDone] = useState<string[]>([]);
  const name = expertName(hit.expert);
  const onDone = (text: string) => setDone((texts) => [...texts, text]);
  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={() => setStep({ kind: 'shortlist' })}>
          Add to shortlist<span className="visually-hidden"> {name}</span>
        </Button>
        <Button onClick={() => setStep({ kind: 'pick' })}>
          Invite<span className="visually-hidden"> {name}</span>
        </Button>
      </div>
      <p role="status" className={styles.done}>
        {done.join(' ')}
      </p>
      {step?.kind === 'shortlist' ? <ShortlistDialog hit={hit} onDone={onDone} onClose={() => setStep(null)} /> : null}
      {step?.kind === 'pick' ? (
        <InvitePicker
          hit={hit}
          onPick={(project) => setStep({ kind: 'invite', project })}
          onClose={() => setStep(null)}
        />
      ) : null}
      {step?.kind === 'invite' ? (
        <InviteDialog
          projectId={step.project.id}
          expert={hit.expert}
          defaultHours={step.project.hoursPerWeek}
          onInvited={() => onDone(`Invited to “${step.project.name}”.`)}
          onClose={() => setStep(null)}
        />
      ) : null}
    </div>
  );
}
