/**
 * The past weeks of a demo squad (docs/demo.md): outcomes, weekly timesheets in each status, rated
 * check-ins, last month's invoices and, on some squads, a member who has left. The squad's start is
 * dated weeks back (`dateSquadFrom`); the rest is written through the API, under its rules, as the
 * client and the experts would have written it week after week.
 */
import { addDays, isoDate, mondayOf } from '@fractional/contract';
import type { CheckIn, Invoice, Outcome, SquadPage, Timesheet } from '@fractional/contract';
import type { Database } from '../db/client.js';
import type { SeededRandom } from '../lib/random.js';
import { fillIn } from './conversations.js';
import type { Caller, DemoApi } from './demo-api.js';
import { dateSquadFrom } from './demo.repository.js';
import {
  CHECK_IN_RISKS,
  CHECK_IN_SUMMARIES,
  CLIENT_REVIEWS,
  EXPERT_REVIEWS,
  PROJECT_OUTCOMES,
  RATING_COMMENTS,
  REJECTION_REASONS,
  TIMESHEET_NOTES,
} from './history.js';

export interface HistorySummary {
  timesheets: number;
  invoices: number;
  outcomes: number;
  checkIns: number;
  reviews: number;
}

export interface DemoSquad {
  client: Caller;
  project: { id: number; name: string };
  /** The experts who joined, in the order they accepted. */
  members: Array<Caller & { profileId: number }>;
  /**
   * Completed: every week approved and invoiced, outcomes reached, then the project completed and
   * reviewed by both sides. Else an active squad, this week in progress.
   */
  completed: boolean;
  /** The squad's place among the demo's squads: which ones get a rejected week, a paid invoice, a member who left. */
  index: number;
}

/** Whole weeks of history before this one, fewest and most. */
const WEEKS = { min: 5, max: 8 } as const;

/** `total` hours over Monday to Friday in quarter hours (the timesheets' step), none on the weekend. */
function weekHours(total: number, workdays = 5): number[] {
  const perDay = Math.floor((total / workdays) * 4) / 4;
  const hours = Array.from({ length: 7 }, (_, day) => (day < workdays ? perDay : 0));
  hours[0] = Math.round((total - perDay * (workdays - 1)) * 4) / 4;
  return hours;
}

const roundTo5 = (value: number) => Math.round(value / 5) * 5;

/** The month before the one `day` lies in, `YYYY-MM`. */
function monthBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return isoDate(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))).slice(0, 7);
}

export async function writeSquadHistory(
  api: DemoApi,
  db: Database,
  r: SeededRandom,
  squad: DemoSquad,
  summary: HistorySummary,
): Promise<void> {
  const { client, project, completed, index } = squad;
  const values = { client: client.firstName, project: project.name };
  const today = isoDate(new Date());
  const weeks = r.int(WEEKS.min, WEEKS.max);
  const firstMonday = addDays(mondayOf(today), -7 * weeks);
  const mondays = Array.from({ length: weeks }, (_, week) => addDays(firstMonday, 7 * week));
  await dateSquadFrom(db, project.id, new Date(`${firstMonday}T09:00:00Z`));

  const squadPage = await api.call<SquadPage>(200, 'GET', `/projects/${project.id}/squad`, client);
  const members = squad.members.map((expert) => {
    const seat = squadPage.data.find((row) => row.expert.profileId === expert.profileId);
    if (!seat) throw new Error(`demo seeding: ${expert.firstName} is not on ${project.name}`);
    return { expert, memberId: seat.id, hoursPerWeek: seat.hoursPerWeek };
  });
  // One active squad in three has a member who left after last week; every other one sent a week back.
  const leaving = !completed && index % 3 === 1 && members.length > 1 ? members.at(-1) : undefined;
  const rejectsOne = !completed && index % 2 === 0;

  const outcomes: Outcome[] = [];
  for (const outcome of PROJECT_OUTCOMES[project.name] ?? []) {
    const dueDate = addDays(mondayOf(today), 7 * r.int(4, 12));
    outcomes.push(
      await api.call<Outcome>(201, 'POST', `/projects/${project.id}/outcomes`, client, { ...outcome, dueDate }),
    );
    summary.outcomes += 1;
  }
  const reached = outcomes.map(() => (completed ? 100 : r.int(40, 80)));

  for (const [week, monday] of mondays.entries()) {
    const isLastWeek = week === weeks - 1;
    for (const [position, member] of members.entries()) {
      const base = `/projects/${project.id}/squad/${member.memberId}/timesheets/${monday}`;
      const hours = weekHours(member.hoursPerWeek * r.pick([0.75, 0.9, 1, 1, 1, 1.1]));
      const note = r.chance(0.3) ? fillIn(r.pick(TIMESHEET_NOTES), values) : null;
      const sheet = await api.call<Timesheet>(201, 'PUT', base, member.expert, { hours, note });
      summary.timesheets += 1;
      await api.call(200, 'POST', `/timesheets/${sheet.id}/submit`, member.expert);
      // Last week's hours wait for the client on an active squad (not those of the member who left).
      if (isLastWeek && !completed && member !== leaving) continue;
      if (rejectsOne && position === 0 && week === weeks - 2) {
        await api.call(200, 'POST', `/timesheets/${sheet.id}/reject`, client, { reason: r.pick(REJECTION_REASONS) });
      } else {
        await api.call(200, 'POST', `/timesheets/${sheet.id}/approve`, client);
      }
    }

    // The week's check-in, by each member in turn; the client rated all but the newest on an active squad.
    const author = members[week % members.length]!.expert;
    const checkIn = await api.call<CheckIn>(201, 'PUT', `/projects/${project.id}/check-ins/${monday}`, author, {
      summary: fillIn(r.pick(CHECK_IN_SUMMARIES), { ...values, expert: author.firstName }),
      outcomes: outcomes.map((outcome, at) => ({
        outcomeId: outcome.id,
        progress: roundTo5(((reached[at] ?? 0) * (week + 1)) / weeks),
      })),
      risks: r.chance(0.25) ? fillIn(r.pick(CHECK_IN_RISKS), values) : null,
    });
    summary.checkIns += 1;
    if (isLastWeek && !completed) continue;
    await api.call(200, 'POST', `/check-ins/${checkIn.id}/rating`, client, {
      rating: r.pick([5, 4, 4, 5, 3, 4]),
      comment: r.chance(0.35) ? r.pick(RATING_COMMENTS) : null,
    });
  }

  // This week so far, as a draft, on an active squad.
  if (!completed) {
    const workdays = Math.min(5, new Date(`${today}T00:00:00Z`).getUTCDay() || 7);
    for (const member of members) {
      if (member === leaving) continue;
      const hours = weekHours((member.hoursPerWeek * workdays) / 5, workdays);
      await api.call(
        201,
        'PUT',
        `/projects/${project.id}/squad/${member.memberId}/timesheets/${mondayOf(today)}`,
        member.expert,
        {
          hours,
        },
      );
      summary.timesheets += 1;
    }
  }

  // Last month, invoiced by the client; a completed project's invoices are paid, and one in two squads' first one.
  const { data: invoices } = await api.call<{ data: Invoice[] }>(
    201,
    'POST',
    `/projects/${project.id}/invoices`,
    client,
    {
      month: monthBefore(today),
    },
  );
  summary.invoices += invoices.length;
  for (const [at, invoice] of invoices.entries()) {
    if (completed || (at === 0 && index % 2 === 1)) await api.call(200, 'POST', `/invoices/${invoice.id}/paid`, client);
  }

  if (leaving) await api.call(200, 'POST', `/projects/${project.id}/squad/${leaving.memberId}/end`, client);
  if (completed) await api.call(200, 'PATCH', `/projects/${project.id}`, client, { status: 'completed' });

  // Each ended engagement reviewed by both sides, so both reviews are published at once (docs/reviews.md).
  for (const member of completed ? members : leaving ? [leaving] : []) {
    const path = `/projects/${project.id}/squad/${member.memberId}/reviews`;
    await api.call(201, 'POST', path, client, {
      rating: r.pick([5, 5, 4, 4, 3]),
      text: fillIn(r.pick(CLIENT_REVIEWS), { expert: member.expert.firstName }),
      wouldWorkAgain: r.chance(0.85),
    });
    await api.call(201, 'POST', path, member.expert, {
      rating: r.pick([5, 5, 4]),
      text: fillIn(r.pick(EXPERT_REVIEWS), { client: client.firstName }),
      wouldWorkAgain: true,
    });
    summary.reviews += 2;
  }
}
