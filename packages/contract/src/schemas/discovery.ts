import { z } from 'zod';
import { Industries } from '../constants/business.js';
import { Currencies, DEFAULT_CURRENCY } from '../constants/currencies.js';
import { JobLevels } from '../constants/profile.js';
import {
  DISCOVERY_LIST_MAX,
  DISCOVERY_PAGE_SIZE,
  DISCOVERY_QUERY_MAX,
  HOURLY_RATE_MAX,
  CAPACITY_HOURS_MAX,
} from '../rules/validation-limits.js';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants/reviews.js';
import { commaListSchema, keyListSchema, PageQuerySchema } from './common.js';
import { ExpertCardSchema } from './matching.js';

/** How Find experts orders its list (docs/discovery.md#ranking). */
export const DiscoverySorts = ['relevance', 'rating', 'rate', 'availability'] as const;
export type DiscoverySort = (typeof DiscoverySorts)[number];

const isId = (item: string) => /^[1-9]\d{0,8}$/.test(item);
/** A comma-joined list of catalogue ids (`3,17`), read as numbers. */
const IdListSchema = commaListSchema(DISCOVERY_LIST_MAX, isId, 'catalogue ids').transform((joined) =>
  joined.split(',').map(Number),
);
const keyList = <T extends string>(values: readonly [T, ...T[]]) =>
  keyListSchema(values, DISCOVERY_LIST_MAX).transform((joined) => joined.split(',') as T[]);

/** Whether the runtime knows this IANA zone (`Europe/London`); offsets and abbreviations are not zones. */
export function isIanaZone(zone: string): boolean {
  if (!zone.includes('/')) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const QueryFlagSchema = z.enum(['true', 'false']).transform((value) => value === 'true');
const RateSchema = z.coerce.number().int().min(0).max(HOURLY_RATE_MAX);

/**
 * `GET /experts` (docs/discovery.md): words, filters, sort and page. Lists are comma-joined; `minRate` and
 * `maxRate` are whole units of `currency` an hour; `minOverlapHours` needs `overlapWith`.
 */
export const ExpertSearchQuerySchema = PageQuerySchema.extend({
  limit: PageQuerySchema.shape.limit.unwrap().default(DISCOVERY_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(DISCOVERY_QUERY_MAX)
    .optional()
    .describe('Words to find in roles, expertise, skills and own words'),
  roles: IdListSchema.optional().describe('Job role ids: any of them'),
  expertise: IdListSchema.optional().describe('Expertise area ids: any of them'),
  skills: IdListSchema.optional().describe('Skill ids: any of them'),
  industries: keyList(Industries.values).optional().describe('Industry keys served: any of them'),
  jobLevel: keyList(JobLevels.values).optional().describe('Job levels: any of them'),
  minRate: RateSchema.optional().describe('Keeps rate ranges reaching this rate (in currency) or above'),
  maxRate: RateSchema.optional().describe('Keeps rate ranges starting at this rate (in currency) or below'),
  currency: z
    .enum(Currencies.values)
    .default(DEFAULT_CURRENCY)
    .describe('The currency rates are compared and shown in'),
  minAvailableHours: z.coerce.number().int().min(1).max(CAPACITY_HOURS_MAX).optional(),
  overlapWith: z
    .string()
    .max(80)
    .refine(isIanaZone, { message: 'must be an IANA time zone, e.g. Europe/London' })
    .optional()
    .describe('An IANA time zone: highlights (and minOverlapHours) count the working-day overlap with it'),
  minOverlapHours: z.coerce.number().int().min(1).max(8).optional().describe('Hours of 09:00–17:00 in common, 1–8'),
  minRating: z.coerce.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).optional(),
  vetted: QueryFlagSchema.optional().describe('true: only experts an admin vetted'),
  sort: z.enum(DiscoverySorts).default('relevance'),
}).superRefine((query, context) => {
  if (query.minRate !== undefined && query.maxRate !== undefined && query.minRate > query.maxRate) {
    context.addIssue({ code: 'custom', path: ['minRate'], message: 'must not be above maxRate' });
  }
  if (query.minOverlapHours !== undefined && query.overlapWith === undefined) {
    context.addIssue({ code: 'custom', path: ['overlapWith'], message: 'is needed with minOverlapHours' });
  }
});
export type ExpertSearchQuery = z.infer<typeof ExpertSearchQuerySchema>;

/** One facet item: a catalogue id (roles, expertise, skills) or a key (industries, jobLevel), its label and count. */
const IdFacetSchema = z.object({ id: z.number().int(), label: z.string(), count: z.number().int().min(1) });
const KeyFacetSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int().min(1) });

export const ExpertFacetsSchema = z
  .object({
    roles: z.array(IdFacetSchema),
    expertise: z.array(IdFacetSchema),
    skills: z.array(IdFacetSchema),
    industries: z.array(KeyFacetSchema),
    jobLevel: z.array(KeyFacetSchema),
  })
  .describe(
    'The 20 most frequent items of each over the whole result (all pages), most frequent first, ties by id or key',
  )
  .meta({ id: 'ExpertFacets' });
export type ExpertFacets = z.infer<typeof ExpertFacetsSchema>;

export const ExpertHitSchema = z
  .object({
    expert: ExpertCardSchema,
    highlights: z.array(z.string()).describe('Plain sentences naming what matched the words and the filters'),
  })
  .meta({ id: 'ExpertHit' });
export type ExpertHit = z.infer<typeof ExpertHitSchema>;

export const ExpertSearchPageSchema = z
  .object({
    data: z.array(ExpertHitSchema),
    hasNextPage: z.boolean(),
    total: z.number().int().min(0).describe('Experts in the whole result'),
    facets: ExpertFacetsSchema,
  })
  .meta({ id: 'ExpertSearchPage' });
export type ExpertSearchPage = z.infer<typeof ExpertSearchPageSchema>;
