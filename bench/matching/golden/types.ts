/**
 * The shapes of the golden set (README.md beside this file). Catalogue entries are named by their
 * codes (apps/api/src/db/seed/data/*.ts) and resolved to ids against the seeded database at load time.
 */
import type {
  BusinessGoal,
  FractionalExperience,
  Industry,
  JobLevel,
  ProjectStage,
  Timeline,
  YearsOfExperience,
} from '@fractional/contract';

export interface GoldenExpert {
  /** Unique slug, also the grades' key: first-last. */
  key: string;
  firstName: string;
  lastName: string;
  /** `+12:00 Pacific/Auckland`: the stored form. */
  timezone: string;
  /** The headline as the expert typed it ('' when left blank). */
  headline: string;
  description: string;
  jobLevel: JobLevel;
  years: YearsOfExperience;
  fractional: FractionalExperience;
  capacityHoursPerWeek: number;
  rateMin: number | null;
  rateMax: number | null;
  industries: Industry[];
  /** Job role codes (`fractional-cfo`). */
  roles: string[];
  /** Expertise codes (`financial-planning-analysis`). */
  expertise: string[];
  /** Skill codes (`financial-modelling`). */
  skills: string[];
}

export type Grade = 0 | 1 | 2 | 3;

export interface GoldenBrief {
  /** Unique slug of the brief (its file name without the number). */
  key: string;
  client: { industry: Industry; timezone: string };
  name: string;
  overview: string;
  stage: ProjectStage;
  /** Total budget, USD; null when the client has none allocated. */
  budget: number | null;
  timeline: Timeline;
  goals: BusinessGoal[];
  /** Expertise codes the client picked as gaps. */
  gaps: string[];
  hoursPerWeek: number;
  /** Every expert graded above 0, with the recruiter's reason. */
  grades: Array<[expert: string, grade: Exclude<Grade, 0>, why: string]>;
  /** Why every expert not listed in `grades` is a 0 for this brief. */
  othersAreZero: string;
}
