import { z } from 'zod';
import { PageQuerySchema, pageSchema } from './common.js';
import { ExpertCardSchema } from './matching.js';
import { InvitationClientRatingSchema, InvitationMatchSchema, InvitationProjectSchema } from './invitations.js';
import { InterestStatuses } from '../constants/projects.js';
import {
  DECLINE_REASON_MAX,
  DISCOVERY_QUERY_MAX,
  INTEREST_MESSAGE_MAX,
  PROJECT_HOURS_MAX,
  PROJECT_HOURS_MIN,
} from '../rules/validation-limits.js';

/** `GET /opportunities/open` (a verified contractor): words to look for in the briefs, and the page. */
export const OpenBriefQuerySchema = PageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(DISCOVERY_QUERY_MAX)
    .optional()
    .describe("Words to find in the brief's name, overview and expertise"),
});
export type OpenBriefQuery = z.infer<typeof OpenBriefQuerySchema>;

/** The caller's own interest in a brief, if they expressed it. */
export const MyInterestSchema = z
  .object({ id: z.number().int(), status: z.enum(InterestStatuses.values), createdAt: z.string() })
  .meta({ id: 'MyInterest' });

/** One open brief of another client, ranked by the caller's own match (docs/discovery.md#open-briefs). No contact. */
export const OpenBriefSchema = z
  .object({
    project: InvitationProjectSchema.omit({ client: true }),
    client: InvitationClientRatingSchema,
    match: InvitationMatchSchema.describe("The caller's own score and reasons for this brief"),
    myInterest: MyInterestSchema.nullable().describe('Null until the caller expresses interest'),
  })
  .meta({ id: 'OpenBrief' });
export type OpenBrief = z.infer<typeof OpenBriefSchema>;

export const OpenBriefPageSchema = pageSchema(OpenBriefSchema).meta({ id: 'OpenBriefPage' });
export type OpenBriefPage = z.infer<typeof OpenBriefPageSchema>;

/** `POST /projects/{id}/interest` (a verified contractor, an open brief, once → again 409). */
export const InterestCreateSchema = z.object({
  message: z.string().trim().min(1).max(INTEREST_MESSAGE_MAX).describe('Why the expert fits, plain text'),
  hoursPerWeek: z.number().int().min(PROJECT_HOURS_MIN).max(PROJECT_HOURS_MAX),
  hourlyRate: z
    .number()
    .describe(
      "The rate the expert asks per hour in the project's currency (> 0, at most its minor digits); " +
        "else 422 {hourlyRate:'notPositive'|'tooManyDecimals'|'tooLarge'}",
    ),
});
export type InterestCreate = z.infer<typeof InterestCreateSchema>;

/** `POST /interest/{id}/decline` (the project's owner). */
export const InterestDeclineSchema = z.object({
  reason: z.string().trim().max(DECLINE_REASON_MAX).nullish().describe('Shown to the expert'),
});
export type InterestDecline = z.infer<typeof InterestDeclineSchema>;

/** An expert's interest in an open brief, as the project's owner reads it (`GET /projects/{id}/interest`). */
export const InterestSchema = z
  .object({
    id: z.number().int(),
    projectId: z.number().int(),
    expert: ExpertCardSchema,
    match: InvitationMatchSchema,
    message: z.string(),
    hoursPerWeek: z.number().int(),
    hourlyRate: z.number().describe("Asked per hour, in the project's currency"),
    currency: z.string().describe("The project's currency"),
    status: z.enum(InterestStatuses.values),
    declineReason: z.string().nullable(),
    invitationId: z.number().int().nullable().describe('The §10 invitation it turned into; null before'),
    createdAt: z.string(),
  })
  .meta({ id: 'Interest' });
export type Interest = z.infer<typeof InterestSchema>;

export const InterestPageSchema = pageSchema(InterestSchema).meta({ id: 'InterestPage' });
export type InterestPage = z.infer<typeof InterestPageSchema>;
