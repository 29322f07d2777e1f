import { Currencies } from '../constants/currencies.js';
import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.js';
import { RatingSchema } from './reviews.js';
import { ExpertiseSchema, JobRoleSchema, SkillSchema } from './reference.js';
import { FractionalExperience, JobLevels, YearsOfExperience } from '../constants/profile.js';
import { InvitationStatuses, MatchFactorKeys, VettingStatuses } from '../constants/matching.js';
import { SquadMemberStatuses } from '../constants/squads.js';
import { MATCHES_PAGE_SIZE } from '../rules/validation-limits.js';

/**
 * The public expert card (docs/matching.md): what a client may see of an expert before an engagement.
 * Never an e-mail, a phone number or a CV.
 */
export const ExpertCardSchema = z
  .object({
    profileId: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    description: z.string().nullable(),
    jobLevel: z.enum(JobLevels.values).nullable(),
    yearsOfExperience: z.enum(YearsOfExperience.values).nullable(),
    fractionalExperience: z.enum(FractionalExperience.values).nullable(),
    jobRole: z.array(JobRoleSchema),
    expertise: z.array(ExpertiseSchema),
    skills: z.array(SkillSchema),
    industries: z.string().nullable().describe('Comma-joined industry keys, null when none'),
    timezone: z.string().nullable(),
    capacityHoursPerWeek: z.number().int(),
    availableHoursPerWeek: z
      .number()
      .int()
      .describe('Capacity minus the hours of active squad memberships (never below 0)'),
    hourlyRateMin: z.number().int().nullable(),
    hourlyRateMax: z.number().int().nullable(),
    rateCurrency: z.enum(Currencies.values).describe('The currency of hourlyRateMin and hourlyRateMax'),
    website: z.string().nullable(),
    vetting: z
      .enum(VettingStatuses.values)
      .describe(
        "An admin's vetting decision (docs/api.md#matcher-console): 'approved' shows a Vetted badge and adds a small ranking boost",
      ),
    rating: RatingSchema.describe(
      'Published, visible reviews about the expert (docs/reviews.md): mean to one decimal and count; null without',
    ),
    completedEngagements: z
      .number()
      .int()
      .min(0)
      .describe('Memberships of the expert that have ended, whatever the cause'),
  })
  .meta({ id: 'ExpertCard' });
export type ExpertCard = z.infer<typeof ExpertCardSchema>;

/** One factor of a match: how well one aspect fits, its weight in the score, and why, in words. */
export const MatchFactorSchema = z
  .object({
    key: z.enum(MatchFactorKeys.values),
    score: z.number().min(0).max(1).describe('0 = no fit, 1 = full fit'),
    weight: z.number().min(0).describe('Share of the total score (the weights add up to 1)'),
    reason: z.string().describe('A plain sentence naming the concrete overlap'),
  })
  .meta({ id: 'MatchFactor' });
export type MatchFactor = z.infer<typeof MatchFactorSchema>;

/** The expert's latest invitation to this project (docs/api.md#invitations-and-squads); null when never invited. */
export const EngagementSchema = z
  .object({
    invitationId: z.number().int(),
    status: z.enum(InvitationStatuses.values),
    memberStatus: z
      .enum(SquadMemberStatuses.values)
      .nullable()
      .describe(
        'The membership an accepted invitation created: "ended" once the expert left the squad; null otherwise',
      ),
  })
  .meta({ id: 'Engagement' });
export type Engagement = z.infer<typeof EngagementSchema>;

export const MatchSchema = z
  .object({
    expert: ExpertCardSchema,
    score: z
      .number()
      .int()
      .min(0)
      .max(100)
      .describe(
        'max(0, min(100, round(100 × (Σ weight × factor score + 0.05 for an expert an admin approved − 0.10 with no working hour in common − 0.10 × (1 − budget factor) when over budget − 0.30 × (2/3 − free ÷ asked hours) ÷ (2/3) when fewer than two thirds of the hours asked are free)))); docs/matching.md',
      ),
    factors: z.array(MatchFactorSchema),
    cautions: z
      .array(z.string())
      .optional()
      .describe(
        'Plain warnings the card states beside the score: no working hour in common, over budget, fewer free hours than asked (docs/matching.md, "Cautions"); absent on snapshots taken before issue 45',
      ),
    engagement: EngagementSchema.nullable(),
  })
  .meta({ id: 'Match' });
export type Match = z.infer<typeof MatchSchema>;

/** `GET /projects/{id}/matches`: best first; ties by profile id ascending, so pages are stable. */
export const MatchPageSchema = pageSchema(MatchSchema)
  .extend({
    uncoveredGaps: z
      .array(z.object({ id: z.number().int(), expertise: z.string() }))
      .describe(
        'The brief\'s expertise gaps no matchable expert on Fractional covers now (docs/matching.md, "Gaps nobody covers"); empty when every gap is covered',
      ),
  })
  .meta({ id: 'MatchPage' });
export type MatchPage = z.infer<typeof MatchPageSchema>;

export const MatchQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.unwrap().default(MATCHES_PAGE_SIZE),
});
export type MatchQuery = z.infer<typeof MatchQuerySchema>;
