// PLACEHOLDER: replaced by the module's real routes.
import type { FastifyInstance } from 'fastify';

export async function passwordResetRoutes(_app: FastifyInstance): Promise<void> {}
