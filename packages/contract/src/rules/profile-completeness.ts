import type { User } from '../schemas/users.js';

export interface CompletenessItem {
  readonly key: string;
  readonly filled: boolean;
}

function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * The items docs/product.md#data-the-app-works-with counts towards profile completeness. Everyone: timezone, mobile number,
 * e-mail, first and last name. With a profile: description, job roles, expertise, skills, years of
 * experience, job level and website. Clients (role client) also: lead source and fractional
 * experience, which only the client forms ask for, and their business detail's organisation name,
 * headquarters, industry, segment and team size. A contractor can therefore reach 100 % with the
 * fields the contractor forms offer.
 */
export function profileCompletenessItems(user: User): CompletenessItem[] {
  const items: Array<[string, unknown]> = [
    ['timezone', user.timezone],
    ['mobileNumber', user.mobileNumber],
    ['email', user.email],
    ['firstName', user.firstName],
    ['lastName', user.lastName],
  ];
  const profile = user.profiles[0];
  if (profile) {
    items.push(
      ['description', profile.description],
      ['jobRole', profile.jobRole],
      ['expertise', profile.expertise],
      ['skills', profile.skills],
      ['yearsOfExperience', profile.yearsOfExperience],
      ['jobLevel', profile.jobLevel],
      ['website', profile.website],
    );
  }
  if (user.role.name === 'client') {
    const business = user.businessDetail;
    items.push(
      ['leadSource', profile?.leadSource],
      ['fractionalExperience', profile?.fractionalExperience],
      ['orgName', business?.orgName],
      ['headQuarters', business?.headQuarters],
      ['industry', business?.industry],
      ['segment', business?.segment],
      ['teamSize', business?.teamSize],
    );
  }
  return items.map(([key, value]) => ({ key, filled: isFilled(value) }));
}

/** Percentage of filled items, 0-100, not rounded (show it with two decimals). */
export function profileCompleteness(user: User): number {
  const items = profileCompletenessItems(user);
  const filled = items.filter((item) => item.filled).length;
  return (filled / items.length) * 100;
}
