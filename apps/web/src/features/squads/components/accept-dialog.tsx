import { HOURLY_RATE_MAX, PROJECT_HOURS_MAX, PROJECT_HOURS_MIN, type Invitation } from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { numberFromText, schemaFieldErrors } from '../../../lib/schema-errors';
import { hoursText, wholeNumberText } from '../squad-display';
import { squadErrorText } from '../squad-messages';

interface AcceptDialogProps {
  invitation: Invitation;
  /** The rate to suggest: the expert's own (their profile's lower bound), if any. */
  suggestedRate: number | null;
  onAccepted: (invitation: Invitation) => void;
  onClose: () => void;
}

/** Accept (docs/api.md#invitations-and-squads): the hours per week the expert commits and, optionally, the hourly rate agreed. */
export function AcceptDialog({ invitation, suggestedRate, onAccepted, onClose }: AcceptDialogProps) {
  const accept = useAcceptInvitation();
  const [hours, setHours] = useState(String(invitation.hoursPerWeek));
  const [rate, setRate] = useState(suggestedRate === null ? '' : String(suggestedRate));
  const [errors, setErrors] = useState<{ hours?: string; rate?: string }>({});
  const available = invitation.expert.availableHoursPerWeek;
  // overCapacity belongs under the hours; any other refusal above the buttons.
  const serverError = accept.error ? squadErrorText(accept.error, 'respond') : null;
  const isHoursError = accept.error instanceof ApiError && Boolean(accept.error.fieldErrors?.hoursPerWeek);
  // Warned as typed, from the hours the invitation shows free; the server still judges (hours may free meanwhile).
  const typedHours = numberFromText(hours);
  const isOverFree = typedHours !== undefined && typedHours > available;

  const onConfirm = async () => {
    const body = { hoursPerWeek: numberFromText(hours), hourlyRate: numberFromText(rate) ?? null };
    const { InvitationAcceptSchema } = await import('../api/squad-schemas');
    const problems = schemaFieldErrors(InvitationAcceptSchema, body, {
      hoursPerWeek: wholeNumberText(PROJECT_HOURS_MIN, PROJECT_HOURS_MAX),
      hourlyRate: wholeNumberText(0, HOURLY_RATE_MAX),
    });
    if (problems) return setErrors({ hours: problems.hoursPerWeek, rate: problems.hourlyRate });
    const { hoursPerWeek, hourlyRate } = body;
    if (hoursPerWeek === undefined) return;
    onAccepted(
      await accept.mutateAsync({
        id: invitation.id,
        body: { hoursPerWeek, ...(hourlyRate === null ? {} : { hourlyRate }) },
      }),
    );
  };

  return (
    <ConfirmDialog
      title={`Join the squad of “${invitation.project.name}”`}
      confirmLabel="Accept and join"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={accept.isPending}
      error={isHoursError ? null : serverError}
    >
      <p>
        The client asks for {hoursText(invitation.hoursPerWeek)}. You have {hoursText(available)} free; the hours you
        commit are booked until you or the client end the membership.
      </p>
      <TextInput
        name="hoursPerWeek"
        label="Hours per week you commit"
        hint={
          isOverFree
            ? `More than the ${hoursText(available)} you have free: accepting will be refused unless you free some hours first.`
            : `A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`
        }
        mode="number"
        value={hours}
        onChange={(value) => {
          setHours(value);
          setErrors((current) => ({ ...current, hours: undefined }));
          accept.reset();
        }}
        error={errors.hours ?? (isHoursError ? serverError : null)}
        required
      />
      <TextInput
        name="hourlyRate"
        label="Hourly rate (USD)"
        hint="Optional. Whole dollars; the client sees it in the squad."
        mode="number"
        value={rate}
        onChange={(value) => {
          setRate(value);
          setErrors((current) => ({ ...current, rate: undefined }));
        }}
        error={errors.rate}
      />
    </ConfirmDialog>
  );
}
