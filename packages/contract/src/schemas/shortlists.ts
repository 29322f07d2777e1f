import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageSchema } from './common.js';
import { ExpertCardSchema } from './matching.js';
import { InvitationMatchSchema } from './invitations.js';
import { SAVED_SEARCH_NAME_MAX, SHORTLIST_NOTE_MAX } from '../rules/validation-limits.js';

const ProfileIdSchema = z.number().int().positive().max(2_147_483_647);

/** `POST /projects/{id}/shortlist` (the project's owner): keep an expert in mind for this project. Again → 409. */
export const ShortlistCreateSchema = z.object({
  profileId: ProfileIdSchema.describe('A listed expert (a profile id from Find experts or the matches)'),
  note: z.string().trim().max(SHORTLIST_NOTE_MAX).nullish().describe("The owner's own note, never shown to the expert"),
});
export type ShortlistCreate = z.infer<typeof ShortlistCreateSchema>;

/** One shortlisted expert with their live match against the project (docs/discovery.md#shortlists). */
export const ShortlistEntrySchema = z
  .object({
    id: z.number().int(),
    expert: ExpertCardSchema,
    note: z.string().nullable(),
    match: InvitationMatchSchema.nullable().describe(
      "The expert's live score and reasons for this project, as its match list scores them now; null when the " +
        'expert is not matchable now (no hours left, closed) or shares too little with the brief to be ranked',
    ),
    createdAt: z.string(),
  })
  .meta({ id: 'ShortlistEntry' });
export type ShortlistEntry = z.infer<typeof ShortlistEntrySchema>;

export const ShortlistPageSchema = pageSchema(ShortlistEntrySchema).meta({ id: 'ShortlistPage' });
export type ShortlistPage = z.infer<typeof ShortlistPageSchema>;
export const ShortlistQuerySchema = PageQuerySchema;
/** `DELETE /projects/{id}/shortlist/{profileId}`. */
export const ShortlistEntryParamsSchema = z.object({ id: IdSchema, profileId: IdSchema });

/**
 * A saved search's query: `GET /experts`'s parameters as the URL holds them (`{q:'cfo', industries:'banking,retail'}`),
 * without page and limit. Numbers and booleans are taken as their text; the API checks it as `GET /experts` would
 * and answers 422 naming `query.<parameter>`.
 */
export const SavedSearchQuerySchema = z
  .record(z.string().max(40), z.union([z.string().max(400), z.number(), z.boolean()]))
  .describe("GET /experts's parameters, by name");
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;

/** `POST /saved-searches` (a verified client): at most 20 → the 21st 422 {name:'tooManySavedSearches'}. */
export const SavedSearchCreateSchema = z.object({
  name: z.string().trim().min(1).max(SAVED_SEARCH_NAME_MAX),
  query: SavedSearchQuerySchema,
});
export type SavedSearchCreate = z.infer<typeof SavedSearchCreateSchema>;

export const SavedSearchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    query: z.record(z.string(), z.string()).describe('The parameters as stored, each as its URL text'),
    lastNotifiedAt: z
      .string()
      .nullable()
      .describe('When the weekly "new experts match" mail last went out; null before'),
    createdAt: z.string(),
  })
  .meta({ id: 'SavedSearch' });
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchPageSchema = pageSchema(SavedSearchSchema).meta({ id: 'SavedSearchPage' });
export type SavedSearchPage = z.infer<typeof SavedSearchPageSchema>;
export const SavedSearchListQuerySchema = PageQuerySchema;
