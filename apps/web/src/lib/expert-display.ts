import { Industries, JobLevels, YearsOfExperience, type ExpertCard, type MatchFactor } from '@fractional/contract';
import { industryKeys, rateText } from './profile-display';

/** The expert's name as one line ("Expert #12" while the card has none). */
export function expertName(expert: Pick<ExpertCard, 'profileId' | 'firstName' | 'lastName'>): string {
  const name = [expert.firstName, expert.lastName].filter((part) => part?.trim()).join(' ');
  return name || `Expert #${expert.profileId}`;
}

/** "Executive · 15+ years", or what of it is known (null when neither is). */
export function seniorityText(expert: Pick<ExpertCard, 'jobLevel' | 'yearsOfExperience'>): string | null {
  const parts = [
    expert.jobLevel ? JobLevels.labels[expert.jobLevel] : null,
    expert.yearsOfExperience ? YearsOfExperience.labels[expert.yearsOfExperience] : null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

/** "3-5 fractional engagements", "No fractional engagements yet", or null when the expert has not said. */
export function fractionalExperienceText(expert: Pick<ExpertCard, 'fractionalExperience'>): string | null {
  const experience = expert.fractionalExperience;
  if (experience === null) return null;
  return experience === 'none' ? 'No fractional engagements yet' : `${experience} fractional engagements`;
}

/** "20 h/week available · USD 120–180/h". */
export function expertAvailabilityText(
  expert: Pick<ExpertCard, 'availableHoursPerWeek' | 'hourlyRateMin' | 'hourlyRateMax' | 'rateCurrency'>,
): string {
  const rate = rateText(expert.hourlyRateMin, expert.hourlyRateMax, expert.rateCurrency) ?? 'Rate not given';
  return `${expert.availableHoursPerWeek} h/week available · ${rate}`;
}

/**
 * The reasons a card shows first: the expertise gaps the expert covers (the list's first order, so each
 * card says why it stands where it does), then the factors that add most to the score (weight × score).
 */
export function topReasons(factors: readonly MatchFactor[], count = 3): string[] {
  const contribution = (factor: MatchFactor) => (factor.key === 'expertise' ? Infinity : factor.weight * factor.score);
  return factors
    .filter((factor) => factor.score > 0 && factor.weight > 0)
    .toSorted((a, b) => contribution(b) - contribution(a))
    .slice(0, count)
    .map((factor) => factor.reason);
}

/** The card's lists as labelled badges (roles, expertise, skills, industries served); empty ones left out. */
export function expertLists(
  expert: Pick<ExpertCard, 'jobRole' | 'expertise' | 'skills' | 'industries'>,
): Array<{ label: string; items: string[] }> {
  return [
    { label: 'Roles', items: expert.jobRole.map((item) => item.role) },
    { label: 'Expertise', items: expert.expertise.map((item) => item.expertise) },
    { label: 'Skills', items: expert.skills.map((item) => item.skill) },
    { label: 'Industries served', items: industryKeys(expert.industries ?? '').map((key) => Industries.labels[key]) },
  ].filter((list) => list.items.length > 0);
}
