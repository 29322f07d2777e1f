// PLACEHOLDER
import type { FastifyInstance } from 'fastify';
export async function registerStaticWeb(_app: FastifyInstance): Promise<void> {}
