import { z } from 'zod';
import { ActivityTypes } from '../constants/messaging.js';
import { PersonSchema, ProjectRefSchema } from './messaging.js';

/** One entry of `GET /activity`: what happened, who did it, on which project, in words. */
export const ActivityItemSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(ActivityTypes.values),
    actor: PersonSchema.nullable().describe('Who did it; null when the system did'),
    project: ProjectRefSchema,
    invitationId: z.number().int().nullable(),
    text: z.string().describe('A plain sentence, e.g. "Mere Parata invited Aroha Ngata to Market entry"'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'ActivityItem' });
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityPageSchema = z
  .object({ data: z.array(ActivityItemSchema), hasNextPage: z.boolean() })
  .meta({ id: 'ActivityPage' });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
