// PLACEHOLDER
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
export class MailSender {
  constructor(_db: Database, _config: Config, _log: FastifyBaseLogger) {}
  start(): void {}
  kick(): void {}
  async stop(): Promise<void> {}
}
