import { DAY_MS, type ProjectStatus, type Timeline } from '@fractional/contract';
import { TIMELINE_MONTHS } from '../matching/index.js';

const DAYS_PER_MONTH = 365.25 / 12;

/** The length of each timeline in days (its lower bound in months, as matching reads it). */
export function timelineDays(timeline: Timeline): number {
  return TIMELINE_MONTHS[timeline] * DAYS_PER_MONTH;
}

interface ProgressInput {
  status: string;
  timeline: string;
  squadFormedAt: Date | null;
  /** The rounded mean of the outcomes' progress, kept on the row; null without outcomes. */
  outcomesProgress: number | null;
}

/**
 * Progress shown to clients (docs/engagements.md): 100 once the project is completed; with outcomes
 * their rounded mean progress (stored on the row); without, the share of the timeline elapsed since
 * the squad formed, in whole percent (floored, at most 100; docs/matching.md, "Progress"), 0 before
 * it formed. projects.repository's `progressSql` is the
 * same formula for sorting in the database.
 */
export function projectProgress(project: ProgressInput, now: Date = new Date()): number {
  if ((project.status as ProjectStatus) === 'completed') return 100;
  if (project.outcomesProgress !== null) return project.outcomesProgress;
  if (!project.squadFormedAt) return 0;
  const elapsedDays = (now.getTime() - project.squadFormedAt.getTime()) / DAY_MS;
  const share = elapsedDays / timelineDays(project.timeline as Timeline);
  return Math.max(0, Math.min(100, Math.floor(share * 100)));
}
