import { VettingStatuses, type AdminExpert } from '@fractional/contract';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../components/ui/file-upload';
import { VettedBadge } from '../../../components/expert/vetted-badge';
import { expertAvailabilityText, expertLists, expertName, seniorityText } from '../../../lib/expert-display';
import { useDownloadCvFile } from '../../../lib/download-cv-file';
import { websiteHref } from '../../../lib/profile-display';
import { formatDate, personName } from '../admin-display';
import type { VettingChoice } from './vetting-dialog';
import styles from './expert-vetting-card.module.css';
import { formatTimezone } from '../../../lib/format-time';

interface ExpertVettingCardProps {
  expert: AdminExpert;
  onDecide: (expert: AdminExpert, choice: VettingChoice) => void;
}

/**
 * An expert as the vetting team sees them (docs/product.md#admin-console): the public card plus e-mail and CVs (which
 * download with the admin's token), the vetting state and its note, and Approve / Reject.
 */
export function ExpertVettingCard({ expert, onDecide }: ExpertVettingCardProps) {
  const nameId = useId();
  const name = expertName(expert);
  const download = useDownloadCvFile();
  const seniority = seniorityText(expert);
  const website = websiteHref(expert.website);
  const lists = expertLists(expert);
  // Why the expert may not show in matches whatever the decision (docs/matching.md).
  const flags = [
    expert.status === 'inactive' && 'Account deactivated',
    !expert.emailVerifiedAt && 'E-mail not verified',
    !expert.openToWork && 'Not open to work',
  ].filter((flag): flag is string => Boolean(flag));

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.top}>
        <div className={styles.identity}>
          <h2 id={nameId} className={styles.name}>
            {name}
          </h2>
          <p className={styles.muted}>{expert.email}</p>
          {seniority ? <p className={styles.muted}>{seniority}</p> : null}
        </div>
        <p className={styles.state} data-vetting={expert.vetting}>
          <span className="visually-hidden">Vetting: </span>
          {expert.vetting === 'approved' ? <VettedBadge vetting="approved" /> : VettingStatuses.labels[expert.vetting]}
        </p>
      </div>
      {flags.length > 0 ? (
        <ul className={styles.flags} aria-label="Account">
          {flags.map((flag) => (
            <li key={flag}>
              <Badge>{flag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {expert.description ? <p>{expert.description}</p> : null}
      <p className={styles.muted}>
        {expertAvailabilityText(expert)} · {expert.timezone ? formatTimezone(expert.timezone) : 'Time zone not given'}
      </p>
      {lists.map(({ label, items }) => (
        <div key={label} className={styles.list}>
          <h3 className={styles.listTitle}>{label}</h3>
          <ul className={styles.badges} aria-label={label}>
            {items.map((item) => (
              <li key={item}>
                <Badge tone="brand">{item}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={styles.list}>
        <h3 className={styles.listTitle}>CVs</h3>
        {expert.cvFiles.length === 0 ? (
          <p className={styles.muted}>No CV uploaded.</p>
        ) : (
          <ul className={styles.files}>
            {expert.cvFiles.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  className={styles.file}
                  aria-label={`Download ${file.fileName}`}
                  aria-busy={(download.isPending && download.variables.id === file.id) || undefined}
                  onClick={() => download.mutate(file)}
                >
                  {file.fileName}
                </button>{' '}
                <span className={styles.muted}>{formatFileSize(file.fileSize)}</span>
              </li>
            ))}
          </ul>
        )}
        {download.isError ? (
          <p className={styles.error} role="alert">
            The CV could not be downloaded. Please try again.
          </p>
        ) : null}
      </div>
      {website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" className={styles.link}>
          Website or LinkedIn<span className="visually-hidden"> of {name} (opens in a new tab)</span>
        </a>
      ) : null}
      {expert.vettingDecidedAt ? (
        <p className={styles.note}>
          <span className={styles.noteLabel}>
            {VettingStatuses.labels[expert.vetting]} by{' '}
            {expert.vettingDecidedBy ? personName(expert.vettingDecidedBy) : 'an admin'} on{' '}
            {formatDate(expert.vettingDecidedAt)}
            {expert.vettingNote ? ':' : '.'}
          </span>{' '}
          {expert.vettingNote}
        </p>
      ) : null}
      <div className={styles.actions}>
        {expert.vetting === 'approved' ? null : (
          <Button onClick={() => onDecide(expert, 'approved')}>
            Approve<span className="visually-hidden"> {name}</span>
          </Button>
        )}
        {expert.vetting === 'rejected' ? null : (
          <Button variant="secondary" onClick={() => onDecide(expert, 'rejected')}>
            Reject<span className="visually-hidden"> {name}</span>
          </Button>
        )}
      </div>
    </article>
  );
}
