import {
  hourlyRateIssue,
  type Currency,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
  type Invitation,
} from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { hourlyRateErrorText as rateText } from '../../../lib/rate-text';
import { useAcceptInvitation } from '../api/accept-invitation';
import { numberFromText, schemaFieldErrors } from '../../../lib/schema-errors';
import { hoursText, wholeNumberText } from '../squad-display';
import { squadErrorText } from '../squad-messages';

export interface SuggestedRate {
  amount: number;
  currency: Currency;
}

interface AcceptDialogProps {
  invitation: Invitation;
  /**
   * The expert's own rate (their profile's lower bound) in its currency, if any: suggested only when it
   * is the project's currency, never a number silently read in another currency.
   */
  suggestedRate: SuggestedRate | null;
  onAccepted: (invitation: Invitation) => void;
  onClose: () => void;
}

/** Accept (docs/api.md#invitations-and-squads): the hours per week the expert commits and the hourly rate agreed (docs/money.md#agreed-rates). */
export function AcceptDialog({ invitation, suggestedRate, onAccepted, onClose }: AcceptDialogProps) {
  const accept = useAcceptInvitation();
  const [hours, setHours] = useState(String(invitation.hoursPerWeek));
  const currency = invitation.project.currency;
  const [rate, setRate] = useState(suggestedRate?.currency === currency ? String(suggestedRate.amount) : '');
  const [errors, setErrors] = useState<{ hours?: string; rate?: string }>({});
  const available = invitation.expert.availableHoursPerWeek;
  // overCapacity belongs under the hours; any other refusal above the buttons.
  const serverError = accept.error ? squadErrorText(accept.error, 'respond') : null;
  const isHoursError = accept.error instanceof ApiError && Boolean(accept.error.fieldErrors?.hoursPerWeek);
  const serverRate = accept.error instanceof ApiError ? accept.error.fieldErrors?.hourlyRate : undefined;
  // Warned as typed, from the hours the invitation shows free; the server still judges (hours may free meanwhile).
  const typedHours = numberFromText(hours);
  const isOverFree = typedHours !== undefined && typedHours > available;

  const onConfirm = async () => {
    const body = { hoursPerWeek: numberFromText(hours), hourlyRate: numberFromText(rate, { decimalComma: true }) };
    const { InvitationAcceptSchema } = await import('../api/squad-schemas');
    const problems = schemaFieldErrors(InvitationAcceptSchema, body, {
      hoursPerWeek: wholeNumberText(PROJECT_HOURS_MIN, PROJECT_HOURS_MAX),
    });
    // The agreed rate, in the project's currency: required, above zero, with the currency's decimals.
    const rateIssue =
      body.hourlyRate !== undefined && Number.isNaN(body.hourlyRate)
        ? 'notANumber'
        : hourlyRateIssue(body.hourlyRate, currency);
    const rateError = rateIssue ? rateText(rateIssue, currency) : undefined;
    if (problems || rateError) return setErrors({ hours: problems?.hoursPerWeek, rate: rateError });
    const { hoursPerWeek, hourlyRate } = body;
    if (hoursPerWeek === undefined || hourlyRate === undefined) return;
    onAccepted(await accept.mutateAsync({ id: invitation.id, body: { hoursPerWeek, hourlyRate } }));
  };

  return (
    <ConfirmDialog
      title={`Join the squad of “${invitation.project.name}”`}
      confirmLabel="Accept and join"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={accept.isPending}
      error={isHoursError || serverRate ? null : serverError}
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
        label={`Hourly rate (${currency})`}
        hint="The rate you agree with the client: every hour you log is priced at it. Changing it later needs both sides."
        mode="decimal"
        value={rate}
        onChange={(value) => {
          setRate(value);
          setErrors((current) => ({ ...current, rate: undefined }));
          accept.reset();
        }}
        error={errors.rate ?? (serverRate ? rateText(serverRate, currency) : null)}
        required
      />
    </ConfirmDialog>
  );
}
