import { Industries, type Industry, type User } from '@fractional/contract';

/** First, middle and last name as one line. */
export function fullName(user: Pick<User, 'firstName' | 'middleName' | 'lastName'>): string {
  return [user.firstName, user.middleName, user.lastName].filter((part) => part?.trim()).join(' ');
}

const isIndustry = (key: string): key is Industry => (Industries.values as readonly string[]).includes(key);

/** A business detail's comma-joined industry keys as a list (unknown keys left out). */
export function industryKeys(joined: string): Industry[] {
  return joined.split(',').filter(isIndustry);
}

/**
 * The profile's website as a link target: http(s) only; "linkedin.com/in/x" gets https://. Anything
 * else (javascript:, mailto:, unparsable) is no link at all.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  try {
    const url = new URL(hasScheme ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
