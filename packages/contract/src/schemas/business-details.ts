import { z } from 'zod';
import { Segments, TeamSizes } from '../constants/business.js';

export const BusinessDetailSchema = z
  .object({
    id: z.number().int(),
    orgName: z.string(),
    industry: z.string().describe('Comma-joined industry keys'),
    segment: z.enum(Segments.values),
    headQuarters: z.string().describe('ISO 3166-1 alpha-2 country code'),
    teamSize: z.enum(TeamSizes.values),
  })
  .meta({ id: 'BusinessDetail' });
export type BusinessDetail = z.infer<typeof BusinessDetailSchema>;
