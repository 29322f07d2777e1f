import { z } from 'zod';
import {
  REVIEW_HIDE_REASON_MAX,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEWS_PAGE_SIZE,
  ReviewSubjects,
} from '../constants/reviews.js';
import { PageQuerySchema, pageSchema } from './common.js';

/**
 * `POST /projects/{id}/squad/{memberId}/reviews`: the owner about the expert, or the member about the
 * client, once each, within 30 days of the membership's end (docs/reviews.md).
 */
export const ReviewCreateSchema = z.object({
  rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).describe('Whole stars, 1–5'),
  text: z.string().trim().max(REVIEW_TEXT_MAX).nullish().describe('Plain text, at most 2000 characters'),
  wouldWorkAgain: z.boolean(),
});
export type ReviewCreate = z.infer<typeof ReviewCreateSchema>;

/** `POST /admin/reviews/{id}/hide` (admin): why the review breaks the rules; mailed to its author. */
export const ReviewHideSchema = z.object({ reason: z.string().trim().min(1).max(REVIEW_HIDE_REASON_MAX) });
export type ReviewHide = z.infer<typeof ReviewHideSchema>;

/** `GET /profiles/{id}/reviews` and `GET /projects/{id}/reviews`: pages of 20 by default, at most 50. */
export const ReviewQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.unwrap().default(REVIEWS_PAGE_SIZE),
});
export type ReviewQuery = z.infer<typeof ReviewQuerySchema>;

/**
 * One review. Until it is published (`publishedAt` null) only its author reads it; a hidden review
 * (moderation) is read by its author and admins only, and counts nowhere.
 */
export const ReviewSchema = z
  .object({
    id: z.number().int(),
    about: z
      .enum(ReviewSubjects.values)
      .describe("'expert': the owner about the member; 'client': the member about the owner"),
    memberId: z.number().int().describe('The squad membership reviewed'),
    rating: z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX),
    text: z.string().nullable(),
    wouldWorkAgain: z.boolean(),
    reviewer: z
      .object({
        firstName: z.string().nullable().describe('"Former member" for a closed account'),
        orgName: z.string().nullable().describe("The client's organisation for a review about the expert; else null"),
      })
      .describe('Who wrote it; never a last name, e-mail or id'),
    subject: z
      .object({
        profileId: z.number().int().nullable().describe("The expert's profile (about 'expert'); null about the client"),
        firstName: z.string().nullable(),
        orgName: z.string().nullable().describe("The client's organisation (about 'client'); null about the expert"),
      })
      .describe('Whom it is about'),
    project: z.object({ id: z.number().int(), name: z.string() }),
    engagement: z
      .object({
        startedAt: z.iso.datetime().describe('When the membership began'),
        endedAt: z.iso.datetime().nullable().describe('When it ended (a review is written only after it ends)'),
        length: z
          .object({ count: z.number().int().min(1), unit: z.enum(['week', 'month']) })
          .describe('From start to end: whole weeks under 8 weeks, else whole months (engagementLength)'),
        approvedHours: z.number().min(0).describe("The membership's approved timesheet hours"),
      })
      .describe('The engagement reviewed: "4-month engagement · 212 approved hours" (docs/reviews.md)'),
    createdAt: z.iso.datetime(),
    publishedAt: z.iso
      .datetime()
      .nullable()
      .describe('Null until both sides have reviewed or 14 days have passed since the first review'),
    hiddenAt: z.iso.datetime().nullable().describe('Set when an admin hid it; only its author and admins see it then'),
    hiddenReason: z.string().nullable().describe('Shown to its author and admins only'),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewPageSchema = pageSchema(ReviewSchema).meta({ id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

/**
 * A track record (docs/reviews.md): the mean of the published, visible reviews to one decimal, and
 * how many; `null` where there is none.
 */
export const RatingSchema = z
  .object({
    average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).describe('Mean rating, to one decimal'),
    count: z.number().int().min(1).describe('Published, visible reviews'),
  })
  .nullable()
  .meta({ id: 'Rating' });
export type Rating = z.infer<typeof RatingSchema>;
