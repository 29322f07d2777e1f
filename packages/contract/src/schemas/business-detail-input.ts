import { z } from 'zod';
import { keyListSchema } from './common.js';
import { CountryCodeSchema } from './locale.js';
import { Industries, Segments, TeamSizes } from '../constants/business.js';
import { INDUSTRIES_MAX, ORG_NAME_MAX } from '../rules/validation-limits.js';

export const BusinessDetailInputSchema = z.object({
  orgName: z.string().trim().min(1).max(ORG_NAME_MAX),
  industry: keyListSchema(Industries.values, INDUSTRIES_MAX),
  segment: z.enum(Segments.values),
  headQuarters: CountryCodeSchema,
  teamSize: z.enum(TeamSizes.values),
});
export type BusinessDetailInput = z.infer<typeof BusinessDetailInputSchema>;

export const BusinessDetailUpdateSchema = BusinessDetailInputSchema.partial();
export type BusinessDetailUpdate = z.infer<typeof BusinessDetailUpdateSchema>;
