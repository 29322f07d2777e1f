import type { Review } from '@fractional/contract';

const DAY = 86_400_000;
/** An ISO time `days` before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A review as the API returns it (tests only): the owner's, about the expert of membership 41, unpublished. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 90,
    about: 'expert',
    memberId: 41,
    rating: 4,
    text: 'Clear investor story.',
    wouldWorkAgain: true,
    reviewer: { firstName: 'Mere', orgName: 'Kauri Analytics' },
    subject: { profileId: 5, firstName: 'Tama', orgName: null },
    project: { id: 7, name: 'Seed round and plan' },
    createdAt: daysAgo(2),
    publishedAt: null,
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}
