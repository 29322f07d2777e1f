import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageSchema } from './common.js';
import { StoredFileSchema } from './files.js';
import { RatingSchema } from './reviews.js';
import { ExpertCardSchema, MatchFactorSchema } from './matching.js';
import { InvitationStatuses } from '../constants/matching.js';
import { BusinessGoals, ProjectStages, ProjectStatuses, Timelines } from '../constants/projects.js';
import { Currencies } from '../constants/currencies.js';
import { InvitationSenders, SquadMemberStatuses } from '../constants/squads.js';
import {
  DECLINE_REASON_MAX,
  INVITATION_MESSAGE_MAX,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
} from '../rules/validation-limits.js';

const HoursPerWeekSchema = z.number().int().min(PROJECT_HOURS_MIN).max(PROJECT_HOURS_MAX);

/** `POST /projects/{id}/invitations` (the project's owner). */
export const InvitationCreateSchema = z.object({
  profileId: z.number().int().positive().max(2_147_483_647).describe('The expert (a profile id from the matches)'),
  message: z.string().trim().max(INVITATION_MESSAGE_MAX).nullish().describe('A note to the expert, plain text'),
  hoursPerWeek: HoursPerWeekSchema.optional().describe("Hours a week asked; defaults to the project's"),
});
export type InvitationCreate = z.infer<typeof InvitationCreateSchema>;

/** `POST /invitations/{id}/accept` (the invited expert): the hours committed, and the rate agreed. */
export const InvitationAcceptSchema = z.object({
  hoursPerWeek: HoursPerWeekSchema.describe('Hours a week the expert commits (booked against their capacity)'),
  hourlyRate: z
    .number()
    .nullish()
    .describe(
      "The agreed rate per hour in the project's currency (> 0, at most its minor digits): " +
        "missing → 422 {hourlyRate:'required'}; else invalid → 422 {hourlyRate:'notPositive'|'tooManyDecimals'|'tooLarge'}",
    ),
});
export type InvitationAccept = z.infer<typeof InvitationAcceptSchema>;

/** `POST /invitations/{id}/decline` (the invited expert). */
export const InvitationDeclineSchema = z.object({
  reason: z.string().trim().max(DECLINE_REASON_MAX).nullish().describe('Shown to the client'),
});
export type InvitationDecline = z.infer<typeof InvitationDeclineSchema>;

/** `GET /invitations?status=` and `GET /projects/{id}/invitations?status=`. */
export const InvitationListQuerySchema = PageQuerySchema.extend({
  status: z.enum(InvitationStatuses.values).optional(),
});
export type InvitationListQuery = z.infer<typeof InvitationListQuerySchema>;

/**
 * The client as an invitation shows them. Before the expert accepts, the expert sees the organisation
 * and its industry only (names null); never an e-mail or a phone number, at any stage.
 */
export const InvitationClientSchema = z
  .object({
    orgName: z.string().nullable(),
    industry: z.string().nullable().describe('Comma-joined industry keys'),
    firstName: z.string().nullable().describe('Null for the expert until they accept'),
    lastName: z.string().nullable().describe('Null for the expert until they accept'),
  })
  .meta({ id: 'InvitationClient' });
export type InvitationClient = z.infer<typeof InvitationClientSchema>;

/** The client's track record as an invitation shows it to the expert deciding (docs/reviews.md). */
export const InvitationClientRatingSchema = z
  .object({
    orgName: z.string().nullable(),
    industry: z.string().nullable().describe('Comma-joined industry keys'),
    rating: RatingSchema.describe("Published, visible reviews about the project's owner by experts; null without"),
  })
  .meta({ id: 'InvitationClientRating' });
export type InvitationClientRating = z.infer<typeof InvitationClientRatingSchema>;

/** The brief an invitation is about (what the expert needs to decide). */
export const InvitationProjectSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    overview: z.string(),
    projectStage: z.enum(ProjectStages.values),
    timeline: z.enum(Timelines.values),
    businessGoal: z.string().describe(`Comma-joined keys of: ${BusinessGoals.values.join(', ')}`),
    businessGoalOther: z.string().nullable(),
    expertiseGap: z.string(),
    hoursPerWeek: z.number().int(),
    isBudgetAllocated: z.boolean(),
    currency: z.enum(Currencies.values).describe('The currency of its budget and squad rates'),
    budget: z
      .number()
      .nullable()
      .describe(
        "In the project's currency, as the client entered it; the range's minimum with budgetMax; null when not given",
      ),
    budgetMax: z
      .number()
      .nullable()
      .describe("In the project's currency: the range's maximum; null for a single amount"),
    status: z.enum(ProjectStatuses.values),
    client: InvitationClientSchema,
  })
  .meta({ id: 'InvitationProject' });
export type InvitationProject = z.infer<typeof InvitationProjectSchema>;

/**
 * `GET /projects/{id}/brief` (a member or former member of its squad): the brief as the squad reads
 * it, with the client's names, and the caller's own conversations about the project.
 */
export const ProjectBriefSchema = InvitationProjectSchema.extend({
  squadConversationId: z
    .number()
    .int()
    .nullable()
    .describe("The squad's conversation, while the caller is (or was) in it; null otherwise"),
  directConversationId: z
    .number()
    .int()
    .nullable()
    .describe("The caller's direct conversation with the project's owner (opened by the invitation)"),
}).meta({ id: 'ProjectBrief' });
export type ProjectBrief = z.infer<typeof ProjectBriefSchema>;

/**
 * The score and reasons of the match (docs/matching.md, "One score whichever side looks"): while the
 * invitation is open, the live match, the same to the expert and the client as the client's list; once
 * answered, the snapshot taken when it was sent.
 */
export const InvitationMatchSchema = z
  .object({ score: z.number().int().min(0).max(100), factors: z.array(MatchFactorSchema) })
  .meta({ id: 'InvitationMatch' });
export type InvitationMatch = z.infer<typeof InvitationMatchSchema>;

/** The squad membership an accepted invitation created (null otherwise). */
export const InvitationMembershipSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(SquadMemberStatuses.values),
    joinedAt: z.string(),
    endedAt: z.string().nullable(),
  })
  .meta({ id: 'InvitationMembership' });
export type InvitationMembership = z.infer<typeof InvitationMembershipSchema>;

export const InvitationSchema = z
  .object({
    id: z.number().int(),
    project: InvitationProjectSchema,
    expert: ExpertCardSchema,
    status: z.enum(InvitationStatuses.values),
    message: z.string().nullable(),
    hoursPerWeek: z.number().int().describe('Hours asked; once accepted, the hours committed'),
    hoursAsked: z
      .number()
      .int()
      .describe(
        'The hours the invitation asked for, kept when the expert accepts fewer ("10 h/week asked · 2 agreed")',
      ),
    hourlyRate: z.number().nullable().describe("The rate agreed on acceptance, in the project's currency"),
    declineReason: z.string().nullable(),
    invitedBy: z.enum(InvitationSenders.values),
    match: InvitationMatchSchema.nullable().describe(
      "Open: the live match, the score the client's list shows now, to both sides; answered: the snapshot it was sent on",
    ),
    membership: InvitationMembershipSchema.nullable(),
    client: InvitationClientRatingSchema,
    createdAt: z.string(),
    respondedAt: z.string().nullable().describe('When it was accepted, declined or withdrawn'),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationPageSchema = pageSchema(InvitationSchema).meta({ id: 'InvitationPage' });
export type InvitationPage = z.infer<typeof InvitationPageSchema>;

/** Who proposed a rate change: the project's side (`client`) or the member (`expert`). */
export const RateChangeSides = ['client', 'expert'] as const;
export type RateChangeSide = (typeof RateChangeSides)[number];

/** `POST /projects/{id}/squad/{memberId}/rate-changes` (the owner or that member). */
export const RateChangeCreateSchema = z.object({
  hourlyRate: z
    .number()
    .nullish()
    .describe("The new rate per hour in the project's currency (> 0, at most its minor digits)"),
  effectiveFrom: z
    .string()
    .describe("A Monday YYYY-MM-DD, not before the member's last invoiced day (else 422 notMonday | beforeInvoiced)"),
});
export type RateChangeCreate = z.infer<typeof RateChangeCreateSchema>;

/** A proposed, accepted or declined change of a member's rate (docs/money.md#agreed-rates). */
export const RateChangeSchema = z
  .object({
    id: z.number().int(),
    memberId: z.number().int(),
    hourlyRate: z.number().describe("In the project's currency"),
    effectiveFrom: z.string().describe('The Monday from which weeks are priced at it'),
    proposedBy: z.object({ userId: z.number().int().nullable(), side: z.enum(RateChangeSides) }),
    status: z.enum(['proposed', 'accepted', 'declined']),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
  })
  .meta({ id: 'RateChange' });
export type RateChange = z.infer<typeof RateChangeSchema>;

export const RateChangeParamsSchema = z.object({ id: IdSchema });

/** A CV of a squad member, readable by the project's owner through `GET /files/{id}`. */
export const SquadMemberCvSchema = StoredFileSchema.pick({
  id: true,
  fileName: true,
  fileSize: true,
  mimeType: true,
}).meta({ id: 'SquadMemberCv' });
export type SquadMemberCv = z.infer<typeof SquadMemberCvSchema>;

export const SquadMemberSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    invitationId: z.number().int(),
    expert: ExpertCardSchema,
    hoursPerWeek: z.number().int(),
    hourlyRate: z
      .number()
      .nullable()
      .describe(
        "The rate in force today (the agreed one or an accepted change), in the project's currency; null: not agreed",
      ),
    currency: z.enum(Currencies.values),
    pendingRateChange: RateChangeSchema.nullable().describe('The open proposal to change the rate, if any'),
    status: z.enum(SquadMemberStatuses.values),
    joinedAt: z.string(),
    endedAt: z.string().nullable(),
    cvs: z
      .array(SquadMemberCvSchema)
      .describe("The member's CVs; listed for the project's owner only (empty for others)"),
  })
  .meta({ id: 'SquadMember' });
export type SquadMember = z.infer<typeof SquadMemberSchema>;

export const SquadPageSchema = pageSchema(SquadMemberSchema).meta({ id: 'SquadPage' });
export type SquadPage = z.infer<typeof SquadPageSchema>;

export const SquadMemberParamsSchema = z.object({ id: IdSchema, memberId: IdSchema });
export type SquadMemberParams = z.infer<typeof SquadMemberParamsSchema>;
