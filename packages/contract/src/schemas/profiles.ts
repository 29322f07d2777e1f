import { Currencies } from '../constants/currencies.js';
import { z } from 'zod';
import { IdRefSchema, keyListSchema } from './common.js';
import { Industries } from '../constants/business.js';
import { ErrorKeys } from '../constants/error-keys.js';
import { ExpertiseSchema, JobRoleSchema, SkillSchema } from './reference.js';
import { FractionalExperience, JobLevels, LeadSources, YearsOfExperience } from '../constants/profile.js';
import {
  CAPACITY_HOURS_MAX,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPERTISE_MAX,
  HOURLY_RATE_MAX,
  INDUSTRIES_MAX,
  ROLES_MAX,
  SKILLS_MAX,
  WEBSITE_MAX,
  WEBSITE_MIN,
} from '../rules/validation-limits.js';

// The WHATWG URL class of Node and browsers (the contract builds without DOM or Node types).
declare const URL: new (input: string) => { hostname: string };

/**
 * A website or LinkedIn page (docs/api.md): an absolute `http://` or `https://` address whose host is a
 * domain name (`acme.com`, not `not a url` or `localhost`); no spaces.
 */
export function isWebsiteUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
  try {
    const { hostname } = new URL(value);
    return /^([a-z0-9-]+\.)+[a-z][a-z0-9-]+$/i.test(hostname);
  } catch {
    return false;
  }
}

export const WebsiteSchema = z
  .string()
  .trim()
  .min(WEBSITE_MIN)
  .max(WEBSITE_MAX)
  .refine(isWebsiteUrl, { message: ErrorKeys.invalidUrl })
  .describe('An absolute http:// or https:// address with a domain name; anything else → 422 invalidUrl');

function uniqueIds(refs: ReadonlyArray<{ id: number }>): boolean {
  return new Set(refs.map((ref) => ref.id)).size === refs.length;
}

function idRefList(max: number) {
  return z.array(IdRefSchema).max(max).refine(uniqueIds, { message: 'must not contain duplicates' });
}

/** Profile values shared by sign-up, `POST /profiles` and `PATCH /profiles/{id}`. */
export const ProfileFieldsSchema = z.object({
  description: z.string().trim().min(DESCRIPTION_MIN).max(DESCRIPTION_MAX).nullish(),
  jobRole: idRefList(ROLES_MAX).optional(),
  expertise: idRefList(EXPERTISE_MAX).optional(),
  skills: idRefList(SKILLS_MAX).optional(),
  yearsOfExperience: z.enum(YearsOfExperience.values),
  jobLevel: z.enum(JobLevels.values),
  website: WebsiteSchema.nullish(),
  leadSource: z.enum(LeadSources.values).nullish(),
  fractionalExperience: z.enum(FractionalExperience.values).nullish(),
  titleHeader: z.string().trim().max(DESCRIPTION_MAX).nullish(),
});

const HourlyRateSchema = z.number().int().min(0).max(HOURLY_RATE_MAX).describe('Whole units of rateCurrency per hour');

/**
 * A contractor's availability for matching (docs/matching.md), on `PATCH /profiles/{id}` and `PATCH /auth/me`
 * (`profile`). Contractors only: a client's body naming any of these → 422 `{field:'contractorOnly'}`.
 * `hourlyRateMin` above `hourlyRateMax`, also against the stored other bound → 422
 * `{hourlyRateMin:'minAboveMax'}` (checked by the API, which knows the stored bound). `null` clears
 * a rate or the industries.
 */
export const AvailabilityFieldsSchema = z.object({
  openToWork: z.boolean().optional().describe('Default true; false hides the expert from every match list'),
  listed: z
    .boolean()
    .optional()
    .describe('Default true; false hides the expert from Find experts (docs/discovery.md), not from matching'),
  capacityHoursPerWeek: z
    .number()
    .int()
    .min(0)
    .max(CAPACITY_HOURS_MAX)
    .optional()
    .describe('Hours a week the expert offers, 0–60 (default 10)'),
  hourlyRateMin: HourlyRateSchema.nullish(),
  hourlyRateMax: HourlyRateSchema.nullish(),
  rateCurrency: z
    .enum(Currencies.values)
    .optional()
    .describe('The currency of the rate range (default USD); matching converts it (docs/money.md#exchange-rates)'),
  industries: keyListSchema(Industries.values, INDUSTRIES_MAX)
    .nullish()
    .describe('Comma-joined industry keys the expert has served, e.g. `banking,retail`'),
});
export type AvailabilityFields = z.infer<typeof AvailabilityFieldsSchema>;
export const AVAILABILITY_FIELDS = Object.keys(AvailabilityFieldsSchema.shape) as Array<keyof AvailabilityFields>;

/** `PATCH /auth/me`'s `profile`: any profile value, availability included. */
export const ProfilePatchFieldsSchema = ProfileFieldsSchema.partial().extend(AvailabilityFieldsSchema.shape);

export const ProfileCreateSchema = ProfileFieldsSchema.extend({ user: IdRefSchema });
export type ProfileCreate = z.infer<typeof ProfileCreateSchema>;

export const ProfileUpdateSchema = ProfilePatchFieldsSchema.extend({
  projects: z.array(IdRefSchema).max(10_000).optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

export const ProfileProjectRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const ProfileSchema = z
  .object({
    id: z.number().int(),
    description: z.string().nullable(),
    jobRole: z.array(JobRoleSchema),
    expertise: z.array(ExpertiseSchema),
    skills: z.array(SkillSchema),
    yearsOfExperience: z.enum(YearsOfExperience.values).nullable(),
    jobLevel: z.enum(JobLevels.values).nullable(),
    website: z.string().nullable(),
    cvPath: z.array(z.string()).describe('Paths of the uploaded CV files'),
    fxnlScore: z.number().nullable(),
    titleHeader: z.string().nullable(),
    leadSource: z.enum(LeadSources.values).nullable(),
    fractionalExperience: z.enum(FractionalExperience.values).nullable(),
    projects: z.array(ProfileProjectRefSchema),
    openToWork: z.boolean(),
    listed: z.boolean().describe('Whether clients can find the expert in Find experts (docs/discovery.md)'),
    capacityHoursPerWeek: z.number().int().min(0).max(CAPACITY_HOURS_MAX),
    availabilitySet: z
      .boolean()
      .describe(
        'Whether the expert ever set their availability; until then openToWork and capacityHoursPerWeek are defaults',
      ),
    hourlyRateMin: z.number().int().nullable(),
    hourlyRateMax: z.number().int().nullable(),
    rateCurrency: z.enum(Currencies.values).describe('The currency of hourlyRateMin and hourlyRateMax'),
    industries: z.string().nullable().describe('Comma-joined industry keys, null when none'),
    user: IdRefSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;
