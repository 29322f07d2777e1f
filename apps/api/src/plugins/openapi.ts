// PLACEHOLDER
import type { FastifyInstance } from 'fastify';
export async function registerOpenApi(_app: FastifyInstance): Promise<void> {}
