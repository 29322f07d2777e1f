import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { loggableError } from '../lib/errors.js';
import { retryDelayMs } from '../lib/retry-delay.js';
import {
  claimDueMail,
  markMailFailed,
  markMailSent,
  markMailSkipped,
  type OutboxRow,
} from '../mail/outbox.repository.js';
import { withUnsubscribeLink } from '../mail/templates.js';
import { TokenService } from '../modules/auth/tokens.js';
import { isCategoryOn, unsubscribeHeaders, unsubscribeUrl } from '../modules/mail-preferences/index.js';
import { MAIL_CATEGORIES } from '@fractional/contract';
import type { AppMetrics } from '../plugins/metrics.js';
import { createMailTransport, type MailTransport } from '../mail/transport.js';

const BATCH_SIZE = 10;
/** How long a claimed mail stays invisible to other senders; far above the SMTP timeouts. */
const LEASE_MS = 5 * 60_000;
const STOP_WAIT_MS = 5000;

/**
 * The instance's background pass over the durable work queues: first the mail outbox, then the
 * other chores (stored files to remove, message digests to queue, old stream events to prune).
 * Runs every `MAIL_POLL_MS`, and at once on kick(). Any number of instances can run on one
 * database. Failures are retried with backoff and never reach a request; nothing thrown in here
 * escapes to crash the process.
 */
export class BackgroundWorker {
  private readonly transport: MailTransport;
  private readonly tokens: TokenService;
  private readonly log: FastifyBaseLogger;
  private isActive = false;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private isRerunWanted = false;

  /**
   * `chores` are the other durable queues drained by the same pass after the mail (e.g. stored files
   * to remove, see storage/deletions.ts): one loop, one kick, one graceful stop.
   */
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    log: FastifyBaseLogger,
    private readonly chores: ReadonlyArray<() => Promise<void>> = [],
    /** Counts sent and failed mail (docs/operations.md#metrics-and-alerts). */
    private readonly metrics?: Pick<AppMetrics, 'mailSent' | 'mailFailed'>,
  ) {
    this.log = log.child({ module: 'mail' });
    this.transport = createMailTransport(config, this.log);
    this.tokens = new TokenService(config.auth);
  }

  start(): void {
    if (this.isActive) return;
    this.isActive = true;
    this.kick();
  }

  /** Runs a pass now (or right after the current one); call it after a transaction that queued work commits. */
  kick(): void {
    if (!this.isActive) return;
    if (this.running) {
      this.isRerunWanted = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.pass().finally(() => {
      this.running = null;
      if (!this.isActive) return;
      if (this.isRerunWanted) {
        this.isRerunWanted = false;
        this.kick();
        return;
      }
      this.timer = setTimeout(() => this.kick(), this.config.mail.pollMs);
      this.timer.unref();
    });
  }

  /** Stops polling and waits for the pass in flight, so the database can close after it. */
  async stop(): Promise<void> {
    this.isActive = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // A hung SMTP server must not hold up a shutdown: claimed mail comes back when its lease ends.
    if (this.running) await Promise.race([this.running, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
    this.transport.close();
  }

  private async pass(): Promise<void> {
    try {
      for (;;) {
        const batch = await claimDueMail(this.db, {
          limit: BATCH_SIZE,
          leaseMs: LEASE_MS,
          maxAttempts: this.config.mail.maxAttempts,
        });
        const results = await Promise.allSettled(batch.map((row) => this.send(row)));
        for (const result of results) {
          if (result.status === 'rejected')
            this.log.warn({ err: loggableError(result.reason) }, 'mail bookkeeping failed');
        }
        if (batch.length < BATCH_SIZE || !this.isActive) break;
      }
    } catch (error) {
      this.log.warn({ err: loggableError(error) }, 'background pass failed; retrying on the next poll');
    }
    for (const chore of this.chores) {
      await chore().catch((error: unknown) =>
        this.log.warn({ err: loggableError(error) }, 'background chore failed; retrying on the next poll'),
      );
    }
  }

  private async send(row: OutboxRow): Promise<void> {
    try {
      const mail = await this.withPreferences(row);
      if (!mail) {
        await markMailSkipped(this.db, row.id);
        return;
      }
      await this.transport.deliver(mail);
    } catch (error) {
      this.metrics?.mailFailed.inc();
      await this.recordFailure(row, error);
      return;
    }
    this.metrics?.mailSent.inc();
    // Sent but not marked (database down) means one more send after the lease: at least once, never lost.
    await markMailSent(this.db, row.id);
  }

  /**
   * A mail a preference can turn off (docs/mail.md): null when its category is off now, at send time;
   * else the mail with its one-click unsubscribe link (RFC 8058 headers, and a line at the end).
   */
  private async withPreferences(row: OutboxRow): Promise<(OutboxRow & { headers?: Record<string, string> }) | null> {
    const category = MAIL_CATEGORIES.find((known) => known === row.category);
    if (!category || row.userId === null) return row;
    if (!(await isCategoryOn(this.db, row.userId, category))) return null;
    const url = await unsubscribeUrl(this.config, this.tokens, { userId: row.userId, category });
    return { ...row, ...withUnsubscribeLink(row, url), headers: unsubscribeHeaders(url) };
  }

  private async recordFailure(row: OutboxRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    const { maxAttempts, retryBaseMs } = this.config.mail;
    if (attempts >= maxAttempts) {
      this.log.error({ mailId: row.id, attempts, reason: message }, 'mail not delivered; giving up');
    } else {
      this.log.warn({ mailId: row.id, attempts, reason: message }, 'mail delivery failed; will retry');
    }
    await markMailFailed(this.db, row.id, {
      attempts,
      error: message,
      retryInMs: retryDelayMs(retryBaseMs, attempts),
    });
  }
}
