import {
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
  type ExpertCard,
  type Invitation,
  INVITATION_MESSAGE_MAX,
} from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { expertAvailabilityText, expertName } from '../../../lib/expert-display';
import { useInviteExpert } from '../api/invite-expert';
import { FormMessages } from '../../../lib/form-messages';
import { numberFromText, schemaFieldErrors } from '../../../lib/schema-errors';
import { hoursText, wholeNumberText } from '../squad-display';
import { squadErrorText } from '../squad-messages';

/** The client an admin invites for (docs/product.md#admin-console): the dialog then speaks as Fractional, not as the client. */
export interface OnBehalfOf {
  clientName: string;
  orgName: string | null;
}

export interface InviteDialogProps {
  projectId: number;
  expert: ExpertCard;
  /** The project's hours per week: what is asked unless changed here. */
  defaultHours: number;
  /** Set when an admin invites on the client's behalf; the client's own dialog leaves it out. */
  onBehalfOf?: OnBehalfOf;
  onClose: () => void;
  /** After the invitation is sent, before `onClose` (Find experts confirms it on the card). */
  onInvited?: (invitation: Invitation) => void;
}

/** What the dialog says: to the client about their own brief, or to an admin acting in the client's name. */
function inviteWording(name: string, onBehalfOf: OnBehalfOf | undefined) {
  if (!onBehalfOf) {
    return {
      title: `Invite ${name}`,
      intro: `${name} gets an e-mail with your brief and can accept with the hours they commit, or decline. They see your organisation’s name and industry, not your e-mail or phone.`,
      messageHint: 'Why you think they fit, or what you would like to talk about first.',
    };
  }
  const { clientName, orgName } = onBehalfOf;
  return {
    title: `Invite ${name} on behalf of ${orgName ?? clientName}`,
    intro: `Fractional sends this invitation in the name of ${clientName}${orgName ? ` of ${orgName}` : ''}. ${name} gets an e-mail with the client’s brief and can accept with the hours they commit, or decline; the answer goes to the client. They see the organisation’s name and industry, not the client’s e-mail or phone.`,
    messageHint: 'Why they fit the brief. The expert reads it as a note from Fractional on the client’s behalf.',
  };
}

/** Invite an expert (docs/api.md#invitations-and-squads): the hours per week asked and an optional message. */
export function InviteDialog(props: InviteDialogProps) {
  const { projectId, expert, defaultHours, onBehalfOf, onClose, onInvited } = props;
  const invite = useInviteExpert(projectId);
  const [hours, setHours] = useState(String(defaultHours));
  const [hoursError, setHoursError] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const name = expertName(expert);
  const wording = inviteWording(name, onBehalfOf);
  // Said before sending, as typed (docs/engagements.md): the expert can only accept hours they have free.
  const typedHours = numberFromText(hours);
  const free = expert.availableHoursPerWeek;
  const isOverFree = typedHours !== undefined && typedHours > free;

  const onConfirm = async () => {
    const text = message.trim();
    const body = {
      profileId: expert.profileId,
      hoursPerWeek: numberFromText(hours),
      ...(text ? { message: text } : {}),
    };
    const { InvitationCreateSchema } = await import('../api/squad-schemas');
    // Hours are required here, though the API would take the project's: the box starts with them.
    const problems =
      body.hoursPerWeek === undefined
        ? { hoursPerWeek: FormMessages.required }
        : schemaFieldErrors(InvitationCreateSchema, body, {
            hoursPerWeek: wholeNumberText(PROJECT_HOURS_MIN, PROJECT_HOURS_MAX),
          });
    if (problems) return setHoursError(problems.hoursPerWeek ?? null);
    const invitation = await invite.mutateAsync(body);
    onInvited?.(invitation);
    onClose();
  };

  return (
    <ConfirmDialog
      title={wording.title}
      confirmLabel="Send invitation"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={invite.isPending}
      error={invite.error ? squadErrorText(invite.error, 'invite') : null}
    >
      <p>{wording.intro}</p>
      <p>{expertAvailabilityText(expert)}</p>
      <TextInput
        name="hoursPerWeek"
        label="Hours per week asked"
        hint={
          isOverFree
            ? `More than the ${hoursText(free)} ${name} has free: they can only accept fewer hours, or once they free some.`
            : `A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`
        }
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
        hint={wording.messageHint}
        value={message}
        onChange={setMessage}
        maxLength={INVITATION_MESSAGE_MAX}
      />
    </ConfirmDialog>
  );
}
