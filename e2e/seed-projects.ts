import { BusinessGoals, ProjectStages, Timelines, type ProjectStatus } from '@fractional/contract';
import { expertises } from '../apps/api/src/db/seed/data/expertises.js';

/**
 * The client that global-setup writes into the fresh database before the server starts: 1,000
 * projects of mixed status, progress, budget and productivity (which no API call can set). Specs
 * read it (read-only) to check the dashboard at scale; this module also tells them what to expect.
 */
export const SEEDED_PROJECT_COUNT = 1000;

const TOPICS = [
  'Finance transformation',
  'Cloud migration',
  'Brand refresh',
  'Data platform',
  'Supply chain review',
  'Market entry',
  'Pricing strategy',
  'Customer onboarding',
  'Security audit',
  'Sales playbook',
] as const;

const STATUSES: readonly ProjectStatus[] = ['active', 'completed', 'not_started'];
/** Newest first by default: project 1 is the newest. */
const NEWEST = Date.parse('2025-06-01T09:00:00Z');

export interface SeedProject {
  name: string;
  overview: string;
  projectStage: (typeof ProjectStages.values)[number];
  isBudgetAllocated: boolean;
  budget: number | null;
  timeline: (typeof Timelines.values)[number];
  businessGoal: string;
  businessGoalOther: string | null;
  expertiseGap: string;
  status: ProjectStatus;
  progress: number;
  productivity: number;
  createdAt: Date;
}

function pick<T>(values: readonly T[], index: number): T {
  return values[index % values.length]!;
}

/** Project n (1–1000), always the same values. */
function seedProject(n: number): SeedProject {
  const status = pick(STATUSES, n);
  const goals = [pick(BusinessGoals.values.slice(0, 5), n), pick(BusinessGoals.values.slice(0, 5), n + 2)];
  return {
    name: `${pick(TOPICS, n - 1)} ${String(n).padStart(4, '0')}`,
    overview: `Seeded project ${n}: a plan our team wants help to deliver.`,
    projectStage: pick(ProjectStages.values, Math.floor(n / 4)),
    isBudgetAllocated: n % 2 === 0,
    // Every tenth has no budget; every fourth has cents (the table rounds to whole dollars).
    budget: n % 10 === 0 ? null : (((n * 7919) % 997) + 1) * 250 + (n % 4 === 0 ? 0.5 : 0),
    timeline: pick(Timelines.values, n),
    businessGoal: goals.join(','),
    businessGoalOther: null,
    expertiseGap: [pick(expertises, n).expertiseCode, pick(expertises, n + 7).expertiseCode].join(','),
    status,
    progress: status === 'completed' ? 100 : status === 'not_started' ? 0 : ((n * 37) % 99) + 1,
    productivity: (n * 13) % 100,
    createdAt: new Date(NEWEST - n * 60_000),
  };
}

export function seededProjects(): SeedProject[] {
  return Array.from({ length: SEEDED_PROJECT_COUNT }, (_, index) => seedProject(index + 1));
}
