/**
 * Query keys that more than one feature reads or invalidates: a squad change refreshes the dashboard,
 * the project lists, the project and its match list. Each feature's endpoint file builds its
 * `queryOptions` from these, so a key and its fetcher still live once; keys only one feature uses
 * stay in that feature (docs/architecture.md).
 */
export const queryKeys = {
  /** Every project query starts with this key: a new project invalidates them all at once. */
  projects: ['projects'] as const,
  projectLists: ['projects', 'list'] as const,
  project: (id: number) => ['projects', 'detail', id] as const,
  /** A project's match pages: an invitation updates the expert's `engagement` in place. */
  projectMatches: (projectId: number) => ['projects', 'matches', projectId] as const,
  /** Every change to a squad (an accept, an end, a completed project) invalidates this key. */
  dashboard: ['dashboard'] as const,
};
