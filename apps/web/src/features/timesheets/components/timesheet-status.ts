import type { TimesheetStatus } from '@fractional/contract';
import type { BadgeProps } from '../../../components/ui/badge';

/** Waiting weeks stand out (accent), approved ones read as the brand, drafts and rejections step back. */
export function statusTone(status: TimesheetStatus): NonNullable<BadgeProps['tone']> {
  if (status === 'submitted') return 'accent';
  if (status === 'approved') return 'brand';
  return 'neutral';
}
