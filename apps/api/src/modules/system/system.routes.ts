import { HealthSchema, MessageErrorSchema, PublicConfigSchema, ReadySchema } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { version } from '../../version.js';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, database, lifecycle } = app.deps;

  r.get('/health', {
    schema: { tags: ['system'], summary: 'Liveness: the process answers', response: { 200: HealthSchema } },
    handler: async () => ({ status: 'ok' as const }),
  });

  r.get('/ready', {
    schema: {
      tags: ['system'],
      summary:
        'Readiness: the database answers within 2 s, the instance is not shutting down and its search index is built (503 otherwise)',
      response: { 200: ReadySchema, 503: ReadySchema },
    },
    handler: async (_request, reply) => {
      const isUp = await database.ping(2000);
      const { isDraining, isWarming } = lifecycle;
      const isReady = isUp && !isDraining && !isWarming;
      return reply.code(isReady ? 200 : 503).send({
        status: isReady ? 'ok' : 'unavailable',
        database: isUp,
        ...(isDraining ? { draining: true } : {}),
        ...(isWarming ? { warming: true } : {}),
      });
    },
  });

  const publicConfig = {
    version,
    googleClientId: config.google.clientId,
    supportEmail: config.mail.supportEmail,
    contactEmail: config.contactEmail,
    links: config.links,
    demo: config.demo,
  };
  r.get('/config', {
    schema: {
      tags: ['system'],
      summary: 'Runtime settings for the SPA: version, Google client id, support e-mail, external links',
      response: { 200: PublicConfigSchema, 404: MessageErrorSchema },
    },
    handler: async () => publicConfig,
  });
}
