import { DAY_MS, type Review } from '@fractional/contract';

/** An ISO time `days` before now. */
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

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
    engagement: {
      startedAt: daysAgo(124),
      endedAt: daysAgo(2),
      length: { count: 4, unit: 'month' },
      approvedHours: 212,
    },
    createdAt: daysAgo(2),
    publishedAt: null,
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  };
}
