import { Industries, Segments, TeamSizes, type BusinessDetail, type Profile } from '@fractional/contract';
import { Badge } from '../../../components/ui/badge';
import { useCountries } from '../../../lib/catalogues';
import { availabilityLine, industryKeys } from '../../../lib/profile-display';
import { EmptyNote, ProfileCard } from './profile-card';
import styles from './profile-cards.module.css';

/** BUSINESS: the organisation's name and industries, then segment, headquarters and size. */
export function BusinessCard({ business }: { business: BusinessDetail | null }) {
  const { data: countries = [] } = useCountries();
  if (!business) {
    return (
      <ProfileCard title="BUSINESS" isWide>
        <EmptyNote>No business details yet.</EmptyNote>
      </ProfileCard>
    );
  }
  const country = countries.find((item) => item.code === business.headQuarters)?.countryName;
  return (
    <ProfileCard title="BUSINESS" isWide>
      <p className={styles.orgName}>{business.orgName}</p>
      <BadgeList label="Industries" labels={industryKeys(business.industry).map((key) => Industries.labels[key])} />
      <dl className={styles.facts}>
        <div>
          <dt>Segment</dt>
          <dd>{Segments.labels[business.segment]}</dd>
        </div>
        <div>
          <dt>Registered headquarters</dt>
          <dd>{country ?? business.headQuarters}</dd>
        </div>
        <div>
          <dt>Employee size</dt>
          <dd>{TeamSizes.labels[business.teamSize]}</dd>
        </div>
      </dl>
    </ProfileCard>
  );
}

/** SKILLS (each with its description), ROLE and EXPERTISE of a profile (or none yet). */
export function WorkCards({ profile }: { profile: Profile | undefined }) {
  const skills = profile?.skills ?? [];
  const roles = profile?.jobRole.map((item) => item.role) ?? [];
  const expertise = profile?.expertise.map((item) => item.expertise) ?? [];
  return (
    <>
      <ProfileCard title="SKILLS" isWide>
        {skills.length === 0 ? (
          <EmptyNote>No skills added yet.</EmptyNote>
        ) : (
          <ul className={styles.skills}>
            {skills.map((skill) => (
              <li key={skill.id} className={styles.skill}>
                <span className={styles.skillName}>{skill.skill}</span>
                <span className={styles.skillDescription}>{skill.description}</span>
              </li>
            ))}
          </ul>
        )}
      </ProfileCard>
      <ProfileCard title="ROLE">
        {roles.length === 0 ? <EmptyNote>No roles added yet.</EmptyNote> : <BadgeList label="ROLE" labels={roles} />}
      </ProfileCard>
      <ProfileCard title="EXPERTISE">
        {expertise.length === 0 ? (
          <EmptyNote>No expertise added yet.</EmptyNote>
        ) : (
          <BadgeList label="EXPERTISE" labels={expertise} />
        )}
      </ProfileCard>
    </>
  );
}

/** AVAILABILITY AND RATE (docs/matching.md): one line, then the industries served as badges. */
export function AvailabilityCard({ profile }: { profile: Profile | undefined }) {
  const industries = industryKeys(profile?.industries ?? '');
  return (
    <ProfileCard title="AVAILABILITY AND RATE" isWide>
      {profile ? <p className={styles.availability}>{availabilityLine(profile)}</p> : null}
      {industries.length === 0 ? (
        <EmptyNote>No industries added yet.</EmptyNote>
      ) : (
        <BadgeList label="Industries served" labels={industries.map((key) => Industries.labels[key])} />
      )}
    </ProfileCard>
  );
}

function BadgeList({ label, labels }: { label: string; labels: string[] }) {
  return (
    <ul className={styles.badges} aria-label={label}>
      {labels.map((text) => (
        <li key={text}>
          <Badge tone="brand">{text}</Badge>
        </li>
      ))}
    </ul>
  );
}
