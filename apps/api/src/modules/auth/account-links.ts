import { randomUUID } from 'node:crypto';
import { ErrorKeys, webPaths } from '@fractional/contract';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { AccountLinkPurpose } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { API_PREFIX } from '../../lib/api-prefix.js';
import { webUrl } from '../../lib/web-url.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import type { OutgoingMail } from '../../mail/outgoing-mail.js';
import type { LinkMailInput } from '../../mail/templates.js';
import { consumeAccountLink, insertAccountLink } from './account-links.repository.js';
import type { LinkClaims, TokenService } from './tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The SPA pages the mailed links open, all under /member whatever area the user is in (docs/api.md#account-and-sign-in, docs/api.md#account-and-trust). */
const LINK_PAGES: Record<AccountLinkPurpose, string> = {
  reset: webPaths.member.confirmResetPassword,
  verify: webPaths.member.verifyEmail,
  emailChange: webPaths.member.confirmEmailChange,
  // The "This wasn't me" link of a sign-in alert opens the API's own confirm page (docs/security.md).
  notMe: `${API_PREFIX}/auth/not-me`,
};

export function accountLinkUrl(config: Config, purpose: AccountLinkPurpose, hash: string): string {
  return webUrl(config.appUrl, LINK_PAGES[purpose], { hash });
}

/**
 * Stores a single-use link for `email` (pass the transaction that queues its mail) and returns its
 * URL. The hash is signed for this purpose only and expires with the row.
 */
export async function createAccountLink(
  db: Database,
  deps: { config: Config; tokens: TokenService },
  link: { purpose: AccountLinkPurpose; userId: number; email: string; ttlSeconds: number },
): Promise<string> {
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + link.ttlSeconds * 1000);
  const hash = await deps.tokens.signLink(link.purpose, { email: link.email, linkId: id }, expiresAt);
  await insertAccountLink(db, { id, userId: link.userId, purpose: link.purpose, email: link.email, expiresAt });
  return accountLinkUrl(deps.config, link.purpose, hash);
}

/**
 * Stores a link (living `AUTH_VERIFY_TOKEN_EXPIRES_IN`) for the user, to `email` or their current
 * address, and queues the mail `compose` writes around it to that address. Pass the transaction of
 * the change that causes it; kick the sender after it commits.
 */
export async function queueAccountLinkMail(
  db: Database,
  deps: { config: Config; tokens: TokenService },
  link: {
    purpose: AccountLinkPurpose;
    user: { id: number; email: string; firstName: string | null };
    email?: string;
    compose: (input: LinkMailInput) => OutgoingMail;
  },
): Promise<void> {
  const ttlSeconds = deps.config.auth.verifyTtlSeconds;
  const to = link.email ?? link.user.email;
  const url = await createAccountLink(db, deps, { purpose: link.purpose, userId: link.user.id, email: to, ttlSeconds });
  const { supportEmail } = deps.config.mail;
  await enqueueMail(db, link.compose({ to, firstName: link.user.firstName, link: url, ttlSeconds, supportEmail }));
}

export function invalidHash(): AppError {
  return AppError.validation({ hash: ErrorKeys.invalidHash });
}

/** The claims of a hash signed for this purpose; anything else (forged, expired, other purpose) is a 422. */
export async function readLinkHash(
  tokens: TokenService,
  purpose: AccountLinkPurpose,
  hash: string,
): Promise<LinkClaims> {
  const claims = await tokens.verifyLink(purpose, hash);
  if (!claims || !UUID.test(claims.linkId)) throw invalidHash();
  return claims;
}

/** Uses the link once, in the caller's transaction; used, expired or of another purpose is a 422. */
export async function consumeLinkOrThrow(
  db: Database,
  claims: LinkClaims,
  purpose: AccountLinkPurpose,
): Promise<{ userId: number; email: string }> {
  const link = await consumeAccountLink(db, claims.linkId, purpose);
  if (!link) throw invalidHash();
  return { userId: link.userId, email: link.email ?? claims.email };
}
