import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import type { AppDeps } from '../../deps.js';
import { withTransaction } from '../../db/transaction.js';
import { newSignInMail } from '../../mail/account-templates.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { findUserRowById } from '../users/index.js';
import { createAccountLink } from './account-links.js';
import { hasOtherDevice, upsertDevice } from './sign-in-devices.repository.js';

/** Where a sign-in came from, as the request shows it. */
export interface SignInClient {
  userAgent: string | null;
  ip: string;
  /** False for the session a sign-up opens: that device is recorded, not alerted about. */
  alert: boolean;
}

type Deps = Pick<AppDeps, 'config' | 'database' | 'tokens' | 'background'>;

/** "Chrome 131 on macOS 10.15.7" from a user agent; "an unknown device" without one. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'an unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = [parsed.os.name, parsed.os.versionName ?? parsed.os.version].filter(Boolean).join(' ');
  if (!browser && !os) return userAgent.slice(0, 120);
  return [browser || 'A browser', os ? `on ${os}` : ''].filter(Boolean).join(' ');
}

/**
 * Records the (user agent, IP) pair of a sign-in and, when the account has signed in before but not
 * from this pair in 90 days, queues one alert with a "This wasn't me" link. One upsert on
 * the unique (user, pair) index decides it: of racing sign-ins from one new pair exactly one inserts
 * the row (the others update it), so exactly one alerts.
 */
export async function recordSignIn(deps: Deps, userId: number, client: SignInClient): Promise<boolean> {
  const userAgent = client.userAgent?.slice(0, 512) ?? null;
  const deviceKey = createHash('sha256')
    .update(`${userAgent ?? ''}\n${client.ip}`)
    .digest('hex');
  const alerted = await withTransaction(deps.database.db, async (tx) => {
    const seen = await upsertDevice(tx, userId, deviceKey, userAgent, client.ip);
    if (!client.alert || !seen.isNewOrStale) return false;
    // The account's first recorded sign-in (right after sign-up, or its first since alerts began) alerts nobody.
    if (seen.isNew && !(await hasOtherDevice(tx, userId, deviceKey))) return false;
    const user = await findUserRowById(tx, userId);
    if (!user) return false;
    const ttlSeconds = deps.config.auth.verifyTtlSeconds;
    const link = await createAccountLink(tx, deps, { purpose: 'notMe', userId, email: user.email, ttlSeconds });
    await enqueueMail(
      tx,
      newSignInMail({
        to: user.email,
        firstName: user.firstName,
        supportEmail: deps.config.mail.supportEmail,
        link,
        ttlSeconds,
        when: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
        device: describeDevice(userAgent),
        ip: client.ip,
      }),
    );
    return true;
  });
  if (alerted) deps.background.kick();
  return alerted;
}
