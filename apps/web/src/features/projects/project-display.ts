import { ProjectStages, ProjectStatuses, Timelines, type Expertise, type Project } from '@fractional/contract';
import { formatNumber } from '../../lib/format-number';

import { formatBudget } from '../../lib/brief-display';

export { NO_BUDGET, businessGoalLabels, formatBudget, formatBudgetAsEntered } from '../../lib/brief-display';

/** docs/product.md#client-area: productivity followed by an asterisk (the table's footnote explains it). */
export function formatProductivity(productivity: number | null): string {
  // "—" until a check-in is rated (docs/engagements.md): nothing to measure yet.
  return productivity === null ? '—' : `${formatNumber(productivity, { decimals: 1 })}*`;
}

/** docs/product.md#client-area: "0 projects", "1 project", "1,000 projects". */
export function formatProjectCount(total: number): string {
  return `${formatNumber(total)} ${total === 1 ? 'project' : 'projects'}`;
}

/** The count while a tab or search leaves fewer than all: "3 of 12 shown", "0 of 1 shown". */
export function formatShownCount(shown: number, total: number): string {
  return `${formatNumber(shown)} of ${formatNumber(total)} shown`;
}

/** docs/product.md#client-area: progress shows clamped to 0–100 whatever the data says. */
export function clampProgress(progress: number): number {
  return Number.isFinite(progress) ? Math.min(100, Math.max(0, Math.round(progress))) : 0;
}

/** The logo stand-in (no logo upload exists): initials of the first two words of the name. */
export function projectInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

/**
 * A table row (docs/product.md#data-the-app-works-with "Project table row"), worked out from the project:
 * - subtitle: the status (Active, Completed, Not Started), so the All tab tells them apart;
 * - About: the timeline label as title (the About column sorts by timeline, shortest first) and the
 *   stage as subtitle ("Planning stage").
 */
export function projectRow(project: Project) {
  return {
    initials: projectInitials(project.name),
    subtitle: ProjectStatuses.labels[project.status],
    aboutTitle: Timelines.labels[project.timeline],
    aboutSubtitle: `${ProjectStages.labels[project.projectStage]} stage`,
    progress: clampProgress(project.progress),
    budget: formatBudget(project.budget, project.budgetMax, project.currency),
    productivity: formatProductivity(project.productivity),
  };
}

function splitList(joined: string): string[] {
  return joined
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The expertise gap's labels from the catalogue (a code the catalogue lacks shows as is). */
export function expertiseLabels(expertiseGap: string, catalogue: readonly Expertise[]): string[] {
  const labelOf = new Map(catalogue.map((item) => [item.expertiseCode, item.expertise]));
  return splitList(expertiseGap).map((code) => labelOf.get(code) ?? code);
}
