import {
  DEFAULT_CURRENCY,
  formatMoney,
  Industries,
  isWebsiteUrl,
  type Currency,
  type Industry,
  type Profile,
  type User,
} from '@fractional/contract';

/** First, middle and last name as one line. */
export function fullName(user: Pick<User, 'firstName' | 'middleName' | 'lastName'>): string {
  return [user.firstName, user.middleName, user.lastName].filter((part) => part?.trim()).join(' ');
}

const isIndustry = (key: string): key is Industry => (Industries.values as readonly string[]).includes(key);

/** A business detail's comma-joined industry keys as a list (unknown keys left out). */
export function industryKeys(joined: string): Industry[] {
  return joined.split(',').filter(isIndustry);
}

/** A website as typed, with `https://` put in front of a bare domain ("acme.com", "linkedin.com/in/x"). */
export function websiteWithScheme(website: string): string {
  const value = website.trim();
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

/**
 * The profile's website as a link target: an http(s) address with a domain name (the contract's
 * rule); "linkedin.com/in/x" gets https://. Anything else (javascript:, mailto:, "not a url") is no link.
 */
export function websiteHref(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  const value = websiteWithScheme(website);
  return isWebsiteUrl(value) ? new URL(value).href : null;
}

/**
 * A rate range in its currency, written by formatMoney (docs/money.md): "USD 120–180/h", "EUR 1,200/h",
 * "from JPY 15,000/h", "up to CHF 180/h", or null when none is set.
 */
export function rateText(min: number | null, max: number | null, currency: Currency = DEFAULT_CURRENCY): string | null {
  const money = (amount: number) => formatMoney(amount, currency, { display: 'code', trimZeroMinor: true });
  if (min !== null && max !== null) {
    return min === max ? `${money(min)}/h` : `${money(min)}–${money(max).replace(`${currency} `, '')}/h`;
  }
  if (min !== null) return `from ${money(min)}/h`;
  if (max !== null) return `up to ${money(max)}/h`;
  return null;
}

/**
 * On the profile (docs/matching.md): "Open to work · 10 h/week · USD 120–180/h", "Not open to work", or
 * "Availability not set" while the expert never chose it (the stored values are then only defaults).
 */
export function availabilityLine(
  profile: Pick<
    Profile,
    'openToWork' | 'capacityHoursPerWeek' | 'hourlyRateMin' | 'hourlyRateMax' | 'rateCurrency' | 'availabilitySet'
  >,
): string {
  if (!profile.availabilitySet) return 'Availability not set';
  if (!profile.openToWork) return 'Not open to work';
  const rate = rateText(profile.hourlyRateMin, profile.hourlyRateMax, profile.rateCurrency);
  return ['Open to work', `${profile.capacityHoursPerWeek} h/week`, rate].filter(Boolean).join(' · ');
}
