// PLACEHOLDER
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
export async function registerSecurity(_app: FastifyInstance, _config: Config): Promise<void> {}
