/** Every activity query starts at `all`: a reconnect refetches them all at once. */
export const activityQueryKeys = {
  all: ['activity'] as const,
  /** The feed in pages of `limit` (the dashboard's panel asks for fewer than the page). */
  feed: (limit: number) => ['activity', limit] as const,
};
