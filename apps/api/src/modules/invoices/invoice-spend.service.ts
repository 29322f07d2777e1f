import {
  daysBetween,
  fromMinor,
  hasMinorDigits,
  Timelines,
  toMinor,
  type Currency,
  type Spend,
  type Timeline,
} from '@fractional/contract';
import type { AppDeps } from '../../deps.js';
import type { AuthState } from '../../lib/access.js';
import { TIMELINE_MONTHS, WEEKS_PER_MONTH } from '../matching/index.js';
import { projectOf } from './access.js';
import * as spendRepo from './spend.repository.js';

/** `minor × hundredths / 100`, rounded half-up once, in integers (the forecast's weeks have 2 decimals). */
function timesHundredthsHalfUp(minor: number, hundredths: number): number {
  return Number((BigInt(minor) * BigInt(hundredths) * 2n + 100n) / 200n);
}

/**
 * The project's spend groups at its spend revision or newer: cached per instance while the revision
 * holds (the revision is read first, with the project, so a change committed since moves it on and
 * the next request aggregates again; docs/engagements.md#spend).
 */
async function spendGroupsAt(
  deps: Pick<AppDeps, 'database' | 'spendGroups'>,
  projectId: number,
  revision: number,
): Promise<spendRepo.SpendGroup[]> {
  const body = await deps.spendGroups.get(String(projectId), revision, async () =>
    JSON.stringify(await spendRepo.spendGroups(deps.database.db, projectId)),
  );
  return JSON.parse(body) as spendRepo.SpendGroup[];
}

type Project = Awaited<ReturnType<typeof projectOf>>;
type SquadRow = Awaited<ReturnType<typeof spendRepo.squadOf>>[number];

/**
 * The timeline's weeks not yet run since the squad formed (at its first member's joinedAt), in
 * hundredths; none for a completed project: its forecast is what was spent (docs/engagements.md#spend).
 */
function weeksRemainingOf(project: Project, members: SquadRow[]): number {
  const timelineWeeks = Timelines.values.includes(project.timeline as Timeline)
    ? TIMELINE_MONTHS[project.timeline as Timeline] * WEEKS_PER_MONTH
    : 0;
  const formedOn = members.reduce<string | null>(
    (first, row) => (first && first < row.joinedOn ? first : row.joinedOn),
    null,
  );
  const weeksSinceFormed = formedOn === null ? 0 : Math.floor(daysBetween(formedOn, members[0]!.today) / 7);
  return project.status === 'completed' ? 0 : Math.max(0, Math.round((timelineWeeks - weeksSinceFormed) * 100) / 100);
}

/** Approved spend per member, the largest first. */
function byMemberOf(
  groups: spendRepo.SpendGroup[],
  members: SquadRow[],
  major: (minor: number) => number,
): Spend['byMember'] {
  const experts = new Map(members.map((row) => [row.memberId, row]));
  return groups
    .filter((row) => row.status === 'approved' && row.memberId !== null)
    .map((row) => {
      const expert = experts.get(row.memberId!);
      return {
        memberId: row.memberId!,
        expert: {
          profileId: expert?.profileId ?? 0,
          firstName: expert?.firstName ?? null,
          lastName: expert?.lastName ?? null,
        },
        hours: row.hours,
        amount: major(row.amountMinor),
      };
    })
    .sort((a, b) => b.amount - a.amount || a.memberId - b.memberId);
}

/** `GET /projects/{id}/spend` (owner, admin). */
export async function spend(
  deps: Pick<AppDeps, 'database' | 'spendGroups'>,
  caller: AuthState,
  projectId: number,
): Promise<Spend> {
  const { db } = deps.database;
  const project = await projectOf(db, caller, projectId);
  const [members, groups] = await Promise.all([
    spendRepo.squadOf(db, projectId),
    spendGroupsAt(deps, projectId, project.spendRevision),
  ]);
  const currency = project.currency as Currency;
  const major = (minor: number) => fromMinor(minor, currency);
  const total = (status: 'approved' | 'submitted') => {
    const group = groups.find((row) => row.status === status && row.memberId === null && row.weekStart === null);
    return { hours: group?.hours ?? 0, amountMinor: group?.amountMinor ?? 0, unpricedHours: group?.unpricedHours ?? 0 };
  };
  const approved = total('approved');
  const submitted = total('submitted');
  // The run rate and committed hours are the active members'.
  const active = members.filter((row) => row.status === 'active');
  const weeksRemaining = weeksRemainingOf(project, members);
  // Integers throughout (docs/money.md#exact-amounts): the run rate at each member's rate in force today.
  const runRateMinor = active.reduce((sum, row) => sum + row.hoursPerWeek * (row.rateMinor ?? 0), 0);
  const forecastMinor =
    approved.amountMinor +
    submitted.amountMinor +
    timesHundredthsHalfUp(runRateMinor, Math.round(weeksRemaining * 100));
  const budgetMinor =
    project.budget !== null && hasMinorDigits(project.budget, currency) ? toMinor(project.budget, currency) : null;
  return {
    currency,
    budget: project.budget,
    approved: { hours: approved.hours, amount: major(approved.amountMinor) },
    submitted: { hours: submitted.hours, amount: major(submitted.amountMinor) },
    unpriced: { hours: approved.unpricedHours + submitted.unpricedHours },
    committedHoursPerWeek: active.reduce((sum, row) => sum + row.hoursPerWeek, 0),
    weeklyRunRate: major(runRateMinor),
    weeksRemaining,
    forecastTotal: major(forecastMinor),
    overBudget: budgetMinor !== null && forecastMinor > budgetMinor,
    byMember: byMemberOf(groups, members, major),
    byWeek: groups
      .filter((row) => row.status === 'approved' && row.weekStart !== null)
      .map((row) => ({ weekStart: row.weekStart!, hours: row.hours, amount: major(row.amountMinor) }))
      .sort((a, b) => a.weekStart.localeCompare(b.weekStart)),
  };
}
