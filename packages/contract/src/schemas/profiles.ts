import { z } from 'zod';
import { IdRefSchema } from './common.js';
import { ExpertiseSchema, JobRoleSchema, SkillSchema } from './reference.js';
import { FractionalExperience, JobLevels, LeadSources, YearsOfExperience } from '../constants/profile.js';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EXPERTISE_MAX,
  ROLES_MAX,
  SKILLS_MAX,
  WEBSITE_MAX,
  WEBSITE_MIN,
} from '../rules/validation-limits.js';

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
  website: z.string().trim().min(WEBSITE_MIN).max(WEBSITE_MAX).nullish(),
  leadSource: z.enum(LeadSources.values).nullish(),
  fractionalExperience: z.enum(FractionalExperience.values).nullish(),
  titleHeader: z.string().trim().max(DESCRIPTION_MAX).nullish(),
});

export const ProfileCreateSchema = ProfileFieldsSchema.extend({ user: IdRefSchema });
export type ProfileCreate = z.infer<typeof ProfileCreateSchema>;

export const ProfileUpdateSchema = ProfileFieldsSchema.partial().extend({
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
    user: IdRefSchema,
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;
