import { FractionalExperience, VettingStatuses, type ExpertCard } from '@fractional/contract';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { completedEngagementsText, RatingSummary } from '../../../components/expert/rating-summary';
import { Dialog } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { websiteHref } from '../../../lib/profile-display';
import { useExpertCard } from '../api/get-expert-card';
import { expertAvailabilityText, expertLists, expertName, seniorityText } from '../../../lib/expert-display';
import styles from './expert-profile-dialog.module.css';
import { formatTimezone } from '../../../lib/format-time';

interface ExpertProfileDialogProps {
  /** The card from the match list: shown at once, then refreshed from `GET /profiles/{id}/card`. */
  expert: ExpertCard;
  onClose: () => void;
  /** Below the card: what the page adds (the expert's published reviews). */
  children?: ReactNode;
}

/** The expert's public profile (docs/matching.md) in a dialog: never an e-mail, a phone or a CV. */
export function ExpertProfileDialog({ expert: initial, onClose, children }: ExpertProfileDialogProps) {
  const { data: expert = initial, isFetching } = useExpertCard(initial.profileId, initial);
  const seniority = seniorityText(expert);
  const website = websiteHref(expert.website);
  const lists = expertLists(expert);
  return (
    <Dialog title={expertName(expert)} onClose={onClose}>
      {isFetching ? <Spinner size={20} label="Refreshing the profile" /> : null}
      {seniority ? <p className={styles.muted}>{seniority}</p> : null}
      {expert.description ? <p className={styles.description}>{expert.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Track record</dt>
          <dd>
            <RatingSummary rating={expert.rating} /> · {completedEngagementsText(expert.completedEngagements)}
          </dd>
        </div>
        <div>
          <dt>Availability and rate</dt>
          <dd>{expertAvailabilityText(expert)}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>{expert.timezone ? formatTimezone(expert.timezone) : 'Not given'}</dd>
        </div>
        <div>
          <dt>Fractional experience</dt>
          <dd>
            {expert.fractionalExperience ? FractionalExperience.labels[expert.fractionalExperience] : 'Not given'}
          </dd>
        </div>
        <div>
          <dt>Vetting</dt>
          <dd>{VettingStatuses.labels[expert.vetting]}</dd>
        </div>
      </dl>
      {lists.map(({ label, items }) => (
        <section key={label} className={styles.list} aria-label={label}>
          <h3 className={styles.listTitle}>{label}</h3>
          <ul className={styles.badges}>
            {items.map((item) => (
              <li key={item}>
                <Badge tone="brand">{item}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" className={styles.website}>
          Website or LinkedIn (opens in a new tab)
        </a>
      ) : null}
      {children}
    </Dialog>
  );
}
