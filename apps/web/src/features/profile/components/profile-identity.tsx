import { useId } from 'react';
import { FractionalExperience, JobLevels, LeadSources, YearsOfExperience, type User } from '@fractional/contract';
import { formatPhone } from '../../../components/ui/phone-rules';
import { formatTimezone } from '../../../lib/format-time';
import { fullName } from '../../../lib/profile-display';
import { LinkedInButton } from './linkedin-button';
import styles from './profile-identity.module.css';

const NOT_GIVEN = 'Not provided yet';

/**
 * The person on a profile page: full name, headline, "{x} of experience", job level, contact details
 * their fractional experience and (clients) how they found us; then View profile on Linkedin.
 */
export function ProfileIdentity({ user }: { user: User }) {
  const nameId = useId();
  const profile = user.profiles[0];
  const years = profile?.yearsOfExperience;
  const experience = profile?.fractionalExperience;
  const facts: Array<[string, string | null]> = [
    ['Experience', years ? `${YearsOfExperience.labels[years]} of experience` : null],
    ['Job level', profile?.jobLevel ? JobLevels.labels[profile.jobLevel] : null],
    ['Email', user.email],
    ['Mobile number', user.mobileNumber ? formatPhone(user.mobileNumber) : null],
    ['Timezone', user.timezone ? formatTimezone(user.timezone) : null],
    ['Previous fractional experience', experience ? FractionalExperience.labels[experience] : null],
  ];
  if (user.role.name === 'client') {
    const leadSource = profile?.leadSource ?? user.leadSource;
    facts.push(['How you heard about us', leadSource ? LeadSources.labels[leadSource] : null]);
  }
  return (
    <section className={styles.identity} aria-labelledby={nameId}>
      <div className={styles.heading}>
        <h2 id={nameId} className={styles.name}>
          {fullName(user) || NOT_GIVEN}
        </h2>
        <p className={profile?.description ? styles.description : styles.missing}>
          {profile?.description ?? 'No description yet.'}
        </p>
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd className={value ? undefined : styles.missing}>{value ?? NOT_GIVEN}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.links}>
        <LinkedInButton website={profile?.website ?? null} />
      </div>
    </section>
  );
}
