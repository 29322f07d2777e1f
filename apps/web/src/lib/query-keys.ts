/**
 * Query keys that more than one feature reads or invalidates: a squad change refreshes the dashboard,
 * the project lists, the project and its match list; a decided week refreshes every timesheet, spend
 * and invoice query. Each feature builds its own keys in one factory, `features/<name>/api/query-keys.ts`,
 * from these roots, so a key and its fetcher still live once; keys only one feature uses stay in that
 * feature (docs/architecture.md).
 */
export const queryKeys = {
  /** Every project query starts with this key: a new project invalidates them all at once. */
  projects: ['projects'] as const,
  projectLists: ['projects', 'list'] as const,
  project: (id: number) => ['projects', 'detail', id] as const,
  /** A project's match pages: an invitation updates the expert's `engagement` in place. */
  projectMatches: (projectId: number) => ['projects', 'matches', projectId] as const,
  /** Every project's match pages: an expert's vetting or new exchange rates re-rank them all. */
  allProjectMatches: ['projects', 'matches'] as const,
  /** A project's shortlist (docs/discovery.md): Find experts adds to it, the project page shows it. */
  projectShortlist: (projectId: number) => ['projects', 'shortlist', projectId] as const,
  /** Every change to a squad (an accept, an end, a completed project) invalidates this key. */
  dashboard: ['dashboard'] as const,
  /**
   * Every timesheet query, and spend and invoices under it (they read approved hours): a week decided
   * here or arriving live (a `timesheet` event) invalidates them all at once.
   */
  timesheets: ['timesheets'] as const,
  /** A project's spend: a rate change (the squad's) prices its weeks again. */
  spend: (projectId: number) => ['timesheets', 'spend', projectId] as const,
  /** Every profile query: the experts' cards and their reviews. */
  profiles: ['profiles'] as const,
  /** The experts' cards (matching's), with their ratings: a published or hidden review moves them. */
  expertCards: ['profiles', 'card'] as const,
  /** The expert's invitations and memberships (squads'), and what hangs on one (the client's reviews). */
  invitations: ['invitations'] as const,
  /** Every admin query: an admin action invalidates what it may have changed. */
  admin: ['admin'] as const,
  /** The console's audit log: every audited admin action (a vetting, a hidden review) refreshes it. */
  adminAudit: ['admin', 'audit'] as const,
};
