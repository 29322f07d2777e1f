import { z } from 'zod';

/** Runtime settings the SPA reads from `GET /api/v1/config`, so one build runs anywhere. */
export const PublicConfigSchema = z
  .object({
    version: z.string(),
    googleClientId: z.string().nullable(),
    supportEmail: z.string(),
    contactEmail: z.string(),
    links: z.object({
      company: z.string(),
      principles: z.string(),
      memberTerms: z.string(),
      clientTerms: z.string(),
      linkedin: z.string(),
    }),
    demo: z
      .object({
        password: z.string().describe('The one password of every demo account'),
        accounts: z.array(
          z.object({ role: z.enum(['client', 'contractor', 'admin']), email: z.string(), name: z.string() }),
        ),
      })
      .nullable()
      .describe('Only when the server runs the demo marketplace (`npm run demo`): accounts to sign in as'),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const HealthSchema = z.object({ status: z.literal('ok') });
export const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.boolean(),
  draining: z
    .boolean()
    .optional()
    .describe('true while the instance shuts down (load balancers should stop sending it traffic)'),
  warming: z
    .boolean()
    .optional()
    .describe("true while a starting instance builds what it holds in memory (Find experts' search index)"),
});
