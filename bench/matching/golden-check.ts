/**
 * The golden set's own rules (bench/matching/golden/README.md), checked before every run and by
 * golden-check.test.ts: unique keys, known constants and catalogue codes, grades naming real experts,
 * a grade 3 and a reason for the zeros in every brief.
 */
import {
  BusinessGoals,
  FractionalExperience,
  Industries,
  JobLevels,
  ProjectStages,
  Timelines,
  YearsOfExperience,
} from '@fractional/contract';
import type { GoldenBrief, GoldenExpert } from './golden/types.js';

/** Refuses a set that breaks its own rules: unknown keys or constants, duplicates, a brief without a 3. */
export function checkGoldenSet(experts: readonly GoldenExpert[], briefs: readonly GoldenBrief[]): void {
  const problems: string[] = [];
  const keys = new Set<string>();
  const known = <T extends string>(values: readonly T[], value: string, where: string) => {
    if (!(values as readonly string[]).includes(value)) problems.push(`${where}: unknown value ${value}`);
  };
  for (const e of experts) {
    if (keys.has(e.key)) problems.push(`expert ${e.key}: duplicate key`);
    keys.add(e.key);
    known(JobLevels.values, e.jobLevel, e.key);
    known(YearsOfExperience.values, e.years, e.key);
    known(FractionalExperience.values, e.fractional, e.key);
    for (const industry of e.industries) known(Industries.values, industry, e.key);
    if (!/^[+-]\d{2}:\d{2} \S+$/.test(e.timezone)) problems.push(`${e.key}: time zone ${e.timezone}`);
    if (e.capacityHoursPerWeek <= 0) problems.push(`${e.key}: no hours free (would not be matchable)`);
  }
  const briefKeys = new Set<string>();
  for (const b of briefs) {
    if (briefKeys.has(b.key)) problems.push(`brief ${b.key}: duplicate key`);
    briefKeys.add(b.key);
    known(ProjectStages.values, b.stage, b.key);
    known(Timelines.values, b.timeline, b.key);
    known(Industries.values, b.client.industry, b.key);
    for (const goal of b.goals) known(BusinessGoals.values, goal, b.key);
    const graded = new Set<string>();
    for (const [key] of b.grades) {
      if (!keys.has(key)) problems.push(`brief ${b.key}: grades unknown expert ${key}`);
      if (graded.has(key)) problems.push(`brief ${b.key}: grades ${key} twice`);
      graded.add(key);
    }
    if (!b.grades.some(([, grade]) => grade === 3)) problems.push(`brief ${b.key}: no ideal (grade 3) expert`);
    if (!b.othersAreZero.trim()) problems.push(`brief ${b.key}: the zeros are not justified`);
  }
  if (problems.length > 0) throw new Error(`golden set:\n${problems.join('\n')}`);
}

/** Grade of every expert for a brief: the listed ones, 0 for the rest. */
export function gradesOf(brief: GoldenBrief, experts: readonly GoldenExpert[]): Map<string, number> {
  const listed = new Map<string, number>(brief.grades.map(([key, grade]) => [key, grade]));
  return new Map(experts.map((e) => [e.key, listed.get(e.key) ?? 0]));
}
