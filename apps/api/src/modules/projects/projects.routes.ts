// PLACEHOLDER: replaced by the module's real routes.
import type { FastifyInstance } from 'fastify';

export async function projectRoutes(_app: FastifyInstance): Promise<void> {}
