import { PROJECT_HOURS_MAX, PROJECT_HOURS_MIN, type ExpertCard, INVITATION_MESSAGE_MAX } from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { expertAvailabilityText, expertName } from '../../matching/matching-display';
import { useInviteExpert } from '../api/invite-expert';
import { parseWholeNumber } from '../squad-display';
import { squadErrorText } from '../squad-messages';

interface InviteDialogProps {
  projectId: number;
  expert: ExpertCard;
  /** The project's hours per week: what is asked unless the client changes it. */
  defaultHours: number;
  onClose: () => void;
}

/** Invite an expert (DESIGN.md §10): the hours per week asked and an optional message. */
export function InviteDialog({ projectId, expert, defaultHours, onClose }: InviteDialogProps) {
  const invite = useInviteExpert(projectId);
  const [hours, setHours] = useState(String(defaultHours));
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const name = expertName(expert);

  const onConfirm = () => {
    const parsed = parseWholeNumber(hours, { min: PROJECT_HOURS_MIN, max: PROJECT_HOURS_MAX, isRequired: true });
    if (parsed.error !== null || parsed.value === null) return setHoursError(parsed.error);
    const text = message.trim();
    invite.mutate(
      { profileId: expert.profileId, hoursPerWeek: parsed.value, ...(text ? { message: text } : {}) },
      { onSuccess: onClose },
    );
  };

  return (
    <ConfirmDialog
      title={`Invite ${name}`}
      confirmLabel="Send invitation"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={invite.isPending}
      error={invite.error ? squadErrorText(invite.error, 'invite') : null}
    >
      <p>
        {name} gets an e-mail with your brief and can accept with the hours they commit, or decline. They see your
        organisation&rsquo;s name and industry, not your e-mail or phone.
      </p>
      <p>{expertAvailabilityText(expert)}</p>
      <TextInput
        name="hoursPerWeek"
        label="Hours per week asked"
        hint={`A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`}
        mode="number"
        value={hours}
        onChange={(value) => {
          setHours(value);
          setHoursError(null);
        }}
        error={hoursError}
        required
      />
      <Textarea
        name="message"
        label="Message (optional)"
        hint="Why you think they fit, or what you would like to talk about first."
        value={message}
        onChange={setMessage}
        maxLength={INVITATION_MESSAGE_MAX}
      />
    </ConfirmDialog>
  );
}
