import type { VettingStatus } from '@fractional/contract';
import { Badge } from '../ui/badge';
import styles from './vetted-badge.module.css';

/**
 * "Vetted": Fractional's team has checked this expert (docs/product.md#admin-console). Shown for `approved` only;
 * pending and rejected show nothing on a card.
 */
export function VettedBadge({ vetting }: { vetting: VettingStatus }) {
  if (vetting !== 'approved') return null;
  return (
    <Badge tone="brand">
      <span className={styles.content} title="Checked by the Fractional team">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path
            d="M3.5 8.5l3 3 6-7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Vetted
      </span>
    </Badge>
  );
}
