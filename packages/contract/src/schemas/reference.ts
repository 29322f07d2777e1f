import { z } from 'zod';
import { pageSchema } from './common.js';

export const JobRoleSchema = z
  .object({ id: z.number().int(), roleCode: z.string(), role: z.string() })
  .meta({ id: 'JobRole' });
export type JobRole = z.infer<typeof JobRoleSchema>;

export const ExpertiseSchema = z
  .object({ id: z.number().int(), expertiseCode: z.string(), expertise: z.string() })
  .meta({ id: 'Expertise' });
export type Expertise = z.infer<typeof ExpertiseSchema>;

export const SkillSchema = z
  .object({ id: z.number().int(), skill: z.string(), code: z.string(), description: z.string() })
  .meta({ id: 'Skill' });
export type Skill = z.infer<typeof SkillSchema>;

export const JobRolePageSchema = pageSchema(JobRoleSchema);
export const ExpertisePageSchema = pageSchema(ExpertiseSchema);
export const SkillPageSchema = pageSchema(SkillSchema);

export const CountrySchema = z.object({ code: z.string(), countryName: z.string() }).meta({ id: 'Country' });
export type Country = z.infer<typeof CountrySchema>;

export const TimezoneEntrySchema = z
  .object({
    value: z.string(),
    abbr: z.string(),
    offset: z.number(),
    isdst: z.boolean(),
    text: z.string(),
    utc: z.array(z.string()),
  })
  .meta({ id: 'TimezoneEntry' });
export type TimezoneEntry = z.infer<typeof TimezoneEntrySchema>;

export const TimezoneRegionSchema = z
  .object({ utc_offset: z.string(), region: z.string(), timezones: z.array(z.string()) })
  .meta({ id: 'TimezoneRegion' });
export type TimezoneRegion = z.infer<typeof TimezoneRegionSchema>;

export const TimezonesSchema = z.object({
  timezones: z.array(TimezoneEntrySchema),
  regions: z.array(TimezoneRegionSchema),
});
export type Timezones = z.infer<typeof TimezonesSchema>;
