import { MessageErrorSchema, ValidationErrorSchema, webPaths } from '@fractional/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTransaction } from '../../db/transaction.js';
import {
  acceptFormBodies,
  acceptsHtml,
  HtmlPageSchema,
  samePageAddress,
  htmlPage as page,
} from '../../lib/html-page.js';
import { validationErrors } from '../../lib/route-schemas.js';
import { webUrl } from '../../lib/web-url.js';
import { findUserRowById } from '../users/index.js';
import { consumeLinkOrThrow, createAccountLink, invalidHash, readLinkHash } from './account-links.js';
import { revokeUserSessions } from './sessions.repository.js';

const QuerySchema = z.object({ hash: z.string().min(1).max(2000) });
const BodySchema = z.object({ confirm: z.literal('yes') });

/**
 * "This wasn't me", the link of a new sign-in alert (docs/security.md#new-sign-in-alerts): opening it
 * shows a confirm page (a GET changes nothing: link scanners fetch links in mail); confirming uses the
 * link once, ends every session of the account and sends the browser to choose a new password.
 */
export async function notMeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['auth'];
  acceptFormBodies(app);

  r.get('/auth/not-me', {
    schema: {
      tags,
      summary: "A sign-in alert's “This wasn't me” link: a page with a confirm button (a GET changes nothing)",
      description:
        "A forged or expired link → 400 with a page that says so for a browser (Accept: text/html), else 422 `{hash:'invalidHash'}`. " +
        'A used link still shows the page; confirming it then says so.',
      querystring: QuerySchema,
      response: { 200: HtmlPageSchema, 400: HtmlPageSchema.or(MessageErrorSchema), 422: ValidationErrorSchema },
    },
    handler: async (request, reply) => {
      const claims = await deps.tokens.verifyLink('notMe', request.query.hash);
      if (!claims) {
        if (!acceptsHtml(request)) throw invalidHash();
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(invalidLinkPage(deps.config.appUrl));
      }
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return page({
        title: 'Secure your account',
        paragraphs: [
          'Confirming signs out every device signed in to your account, this one included, and takes you to choose a new password.',
          'Until you choose one, whoever signed in can no longer use their session, but they still know the old password.',
        ],
        form: {
          action: samePageAddress(request),
          button: 'Sign out everywhere and choose a new password',
          fields: { confirm: 'yes' },
        },
      });
    },
  });

  r.post('/auth/not-me', {
    schema: {
      tags,
      summary: "Confirms “This wasn't me”: ends every session and answers 303 to a new password-reset page",
      description:
        "Body `confirm=yes` (form-encoded, as the page posts it). The link works once; a bad, used or expired one → 422 `{hash:'invalidHash'}`. " +
        'The redirect carries a fresh single-use password-reset link (it is the mailed owner who holds this link).',
      querystring: QuerySchema,
      body: BodySchema,
      response: { 303: z.null().describe('See Other: the password-reset page'), ...validationErrors },
    },
    handler: async (request, reply) => {
      const claims = await readLinkHash(deps.tokens, 'notMe', request.query.hash);
      const { forgotTtlSeconds } = deps.config.auth;
      const { userId, resetUrl } = await withTransaction(deps.database.db, async (tx) => {
        const { userId } = await consumeLinkOrThrow(tx, claims, 'notMe');
        const user = await findUserRowById(tx, userId);
        if (!user) throw invalidHash();
        await revokeUserSessions(tx, userId, 'signedOutElsewhere');
        const resetUrl = await createAccountLink(tx, deps, {
          purpose: 'reset',
          userId,
          email: user.email,
          ttlSeconds: forgotTtlSeconds,
        });
        return { userId, resetUrl };
      });
      // The account's open event streams, on every instance, close at once (ADR 0013).
      deps.live.announce([userId]);
      return reply.code(303).header('location', resetUrl).header('cache-control', 'no-store').send(null);
    },
  });
}

function invalidLinkPage(appUrl: string): string {
  return page({
    title: 'This link does not work',
    paragraphs: [
      'It was used already, is too old, or was cut short when it was copied. Nothing was changed.',
      'To secure your account, reset your password: that signs out every device too.',
    ],
    link: { href: webUrl(appUrl, webPaths.member.resetPassword), label: 'Reset your password' },
  });
}
