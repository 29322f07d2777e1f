import {
  hourlyRateIssue,
  INTEREST_MESSAGE_MAX,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
  type Currency,
  type OpenBrief,
} from '@fractional/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { hourlyRateErrorText } from '../../../lib/rate-text';
import { numberFromText, schemaFieldErrors } from '../../../lib/schema-errors';
import { useExpressInterest } from '../api/express-interest';
import { interestErrorText } from '../open-brief-messages';

export interface SuggestedRate {
  amount: number;
  currency: Currency;
}

interface ExpressInterestDialogProps {
  brief: OpenBrief;
  /** The expert's own rate: filled in only when it is in the brief's currency, never read across currencies. */
  suggestedRate: SuggestedRate | null;
  onSent: (brief: OpenBrief) => void;
  onClose: () => void;
}

type Errors = { message?: string; hours?: string; rate?: string };

/** What the fields say is wrong, checked with the API's own schema and rate rule; empty when all is well. */
export async function interestFormErrors(
  values: { message: string; hours: string; rate: string },
  currency: Currency,
): Promise<Errors> {
  const body = {
    message: values.message,
    hoursPerWeek: numberFromText(values.hours),
    hourlyRate: numberFromText(values.rate, { decimalComma: true }),
  };
  const { InterestCreateSchema } = await import('../api/open-brief-schemas');
  const problems = schemaFieldErrors(InterestCreateSchema, body, {
    message: `Write at most ${INTEREST_MESSAGE_MAX} characters.`,
    hoursPerWeek: `A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`,
  });
  const rateIssue =
    body.hourlyRate !== undefined && Number.isNaN(body.hourlyRate)
      ? 'notANumber'
      : hourlyRateIssue(body.hourlyRate, currency);
  const errors: Errors = {
    message: problems?.message,
    hours: problems?.hoursPerWeek,
    rate: rateIssue ? hourlyRateErrorText(rateIssue, currency, 'Enter the hourly rate you ask') : undefined,
  };
  return errors;
}

/**
 * Express interest in an open brief (docs/discovery.md#open-briefs): why the expert fits, the hours a week
 * they offer (the brief's to start with) and the rate they ask in the brief's currency. The client reads it
 * on the project page and may invite them.
 */
export function ExpressInterestDialog({ brief, suggestedRate, onSent, onClose }: ExpressInterestDialogProps) {
  const { project } = brief;
  const currency = project.currency;
  const express = useExpressInterest(project.id);
  const [message, setMessage] = useState('');
  const [hours, setHours] = useState(String(project.hoursPerWeek));
  const [rate, setRate] = useState(suggestedRate?.currency === currency ? String(suggestedRate.amount) : '');
  const [errors, setErrors] = useState<Errors>({});
  const serverFields = express.error instanceof ApiError ? express.error.fieldErrors : undefined;
  const serverRate = serverFields?.hourlyRate;

  const onConfirm = async () => {
    const found = await interestFormErrors({ message, hours, rate }, currency);
    if (found.message || found.hours || found.rate) return setErrors(found);
    const hourlyRate = numberFromText(rate, { decimalComma: true });
    const hoursPerWeek = numberFromText(hours);
    if (hourlyRate === undefined || hoursPerWeek === undefined) return;
    await express.mutateAsync({ message: message.trim(), hoursPerWeek, hourlyRate });
    onSent(brief);
  };
  const edited = (field: keyof Errors) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    express.reset();
  };

  return (
    <ConfirmDialog
      title={`Express interest in “${project.name}”`}
      confirmLabel="Send interest"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={express.isPending}
      error={express.error && !serverRate ? interestErrorText(express.error, 'express') : null}
    >
      <p>
        The client reads your message with your profile and match, and may invite you. They do not see your e-mail or
        phone.
      </p>
      <Textarea
        name="message"
        label="Why you fit this brief"
        hint="What you would bring, and similar work you have done."
        value={message}
        onChange={(value) => {
          setMessage(value);
          edited('message');
        }}
        error={errors.message}
        maxLength={INTEREST_MESSAGE_MAX}
        rows={5}
        required
      />
      <TextInput
        name="hoursPerWeek"
        label="Hours per week you offer"
        hint={`The client asks for ${project.hoursPerWeek} h/week. A whole number from ${PROJECT_HOURS_MIN} to ${PROJECT_HOURS_MAX}.`}
        mode="number"
        value={hours}
        onChange={(value) => {
          setHours(value);
          edited('hours');
        }}
        error={errors.hours}
        required
      />
      <TextInput
        name="hourlyRate"
        label={`Hourly rate you ask (${currency})`}
        hint={`In the brief’s currency, ${currency}. If the client invites you, you agree the rate when you accept.`}
        mode="decimal"
        value={rate}
        onChange={(value) => {
          setRate(value);
          edited('rate');
        }}
        error={errors.rate ?? (serverRate ? hourlyRateErrorText(serverRate, currency) : null)}
        required
      />
    </ConfirmDialog>
  );
}
