import {
  addWeeks,
  hourlyRateIssue,
  mondayOf,
  todayUtc,
  type RateChangeSide,
  type SquadMember,
} from '@fractional/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError } from '../../../lib/api-client';
import { numberFromText } from '../../../lib/number-text';
import { useDecideRateChange } from '../api/decide-rate-change';
import { useProposeRateChange } from '../api/propose-rate-change';
import { formatDay } from '../squad-display';
import { hourlyRateText } from '../squad-money';
import { squadErrorText } from '../squad-messages';

interface MemberRateProps {
  projectId: number;
  member: SquadMember;
  /** The reader's side of this membership: the project's owner (`client`) or the member (`expert`). */
  side: RateChangeSide;
}

/**
 * A member's rate in the project's currency (docs/money.md#agreed-rates): the rate in force, the open
 * proposal (the other side accepts or declines it), and "Propose a new rate".
 */
export function MemberRate({ projectId, member, side }: MemberRateProps) {
  const [isProposing, setProposing] = useState(false);
  const pending = member.pendingRateChange;
  const decide = useDecideRateChange();
  const isActive = member.status === 'active';
  return (
    <div>
      <p>{hourlyRateText(member.hourlyRate, member.currency)}</p>
      {pending ? (
        <div role="group" aria-label="Proposed rate">
          <p>
            Proposed: {hourlyRateText(pending.hourlyRate, member.currency)} from {formatDay(pending.effectiveFrom)}
            {pending.proposedBy.side === side ? ' — waiting for the other side' : ''}
          </p>
          {pending.proposedBy.side !== side && isActive ? (
            <>
              <Button onClick={() => decide.mutateAsync({ projectId, id: pending.id, action: 'accept' })}>
                Accept rate
              </Button>{' '}
              <Button
                variant="secondary"
                onClick={() => decide.mutateAsync({ projectId, id: pending.id, action: 'decline' })}
              >
                Decline rate
              </Button>
            </>
          ) : null}
          {decide.error ? <p role="alert">{squadErrorText(decide.error, 'respond')}</p> : null}
        </div>
      ) : isActive ? (
        <Button variant="text" onClick={() => setProposing(true)}>
          Propose a new rate
        </Button>
      ) : null}
      {isProposing ? (
        <ProposeRateDialog projectId={projectId} member={member} onClose={() => setProposing(false)} />
      ) : null}
    </div>
  );
}

const RATE_TEXTS: Record<string, string> = {
  required: 'Enter the new hourly rate.',
  notPositive: 'The rate must be above zero.',
  tooManyDecimals: 'Too many decimals for this currency.',
  tooLarge: 'That rate is too large.',
};

const DAY_TEXTS: Record<string, string> = {
  notMonday: 'Pick a Monday: a week is priced with the rate in force on its Monday.',
  invalidDate: 'Enter a date as YYYY-MM-DD.',
  beforeInvoiced: 'That week is already invoiced: pick a later Monday.',
};

/** The next Monday after today (UTC), as YYYY-MM-DD: the dialog's suggestion. */
function nextMonday(now = new Date()): string {
  return addWeeks(mondayOf(todayUtc(now)), 1);
}

function ProposeRateDialog({
  projectId,
  member,
  onClose,
}: {
  projectId: number;
  member: SquadMember;
  onClose: () => void;
}) {
  const propose = useProposeRateChange();
  const [rate, setRate] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState(nextMonday());
  const [errors, setErrors] = useState<{ rate?: string; day?: string }>({});
  const fieldErrors = propose.error instanceof ApiError ? propose.error.fieldErrors : undefined;
  const serverRate = fieldErrors?.hourlyRate;
  const serverDay = fieldErrors?.effectiveFrom;

  const onConfirm = async () => {
    const hourlyRate = numberFromText(rate, { decimalComma: true });
    const issue =
      hourlyRate !== undefined && Number.isNaN(hourlyRate)
        ? 'notANumber'
        : hourlyRateIssue(hourlyRate, member.currency);
    if (issue) return setErrors({ rate: RATE_TEXTS[issue] ?? 'Enter the rate as a number, e.g. 150 or 150.50.' });
    await propose.mutateAsync({ projectId, memberId: member.id, body: { hourlyRate, effectiveFrom } });
    onClose();
  };

  return (
    <ConfirmDialog
      title="Propose a new rate"
      confirmLabel="Propose"
      onConfirm={onConfirm}
      onCancel={onClose}
      isPending={propose.isPending}
      error={propose.error && !serverRate && !serverDay ? squadErrorText(propose.error, 'respond') : null}
    >
      <p>The other side accepts or declines it. Weeks from the Monday you pick are priced at the new rate.</p>
      <TextInput
        name="hourlyRate"
        label={`New hourly rate (${member.currency})`}
        mode="decimal"
        value={rate}
        onChange={(value) => {
          setRate(value);
          setErrors((current) => ({ ...current, rate: undefined }));
          propose.reset();
        }}
        error={errors.rate ?? (serverRate ? (RATE_TEXTS[serverRate] ?? serverRate) : null)}
        required
      />
      <TextInput
        name="effectiveFrom"
        label="From the week of (a Monday)"
        hint="YYYY-MM-DD, a Monday after the last invoiced week."
        value={effectiveFrom}
        onChange={(value) => {
          setEffectiveFrom(value);
          setErrors((current) => ({ ...current, day: undefined }));
          propose.reset();
        }}
        error={errors.day ?? (serverDay ? (DAY_TEXTS[serverDay] ?? serverDay) : null)}
        required
      />
    </ConfirmDialog>
  );
}
