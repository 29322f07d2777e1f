import { z } from 'zod';
import { MEMBERS_CHANGE_DAYS } from '../rules/validation-limits.js';
import { ProjectStatuses } from '../constants/projects.js';
import { PRODUCTIVITY_CHANGE_DAYS } from './engagements.js';

/** `GET /dashboard` (clients): the stats of "Your squads at a glance". */
export const DashboardSchema = z
  .object({
    squads: z.number().int().describe('Own projects with at least one active member'),
    members: z.number().int().describe('Distinct experts with an active membership in those projects'),
    membersChangePct: z
      .number()
      .int()
      .nullable()
      .describe(
        `Change of members vs ${MEMBERS_CHANGE_DAYS} days ago, in whole percent; 0 when both are 0, ` +
          'null when there were none then and some now (no base to compare with)',
      ),
    productivity: z
      .number()
      .nullable()
      .describe(
        'Mean productivity of the projects with an active squad whose productivity is known, one decimal; ' +
          'null when there is none (docs/engagements.md)',
      ),
    productivityChangePct: z
      .number()
      .int()
      .nullable()
      .describe(
        `Change of productivity vs ${PRODUCTIVITY_CHANGE_DAYS} days before, in whole percent; null without a figure then or now`,
      ),
    productivityProjects: z.number().int().describe('How many projects `productivity` is the mean of'),
    productivitySkipped: z
      .array(z.object({ id: z.number().int(), name: z.string(), status: z.enum(ProjectStatuses.values) }))
      .describe(
        'Projects with a productivity that the mean leaves out because no squad is active in them ' +
          '(e.g. completed), oldest first, at most 5',
      ),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
