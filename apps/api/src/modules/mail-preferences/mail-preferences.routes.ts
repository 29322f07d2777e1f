import {
  ErrorKeys,
  MailPreferencesSchema,
  MessageErrorSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
  ValidationErrorSchema,
  webPaths,
} from '@fractional/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptFormBodies,
  acceptsHtml,
  HtmlPageSchema,
  samePageAddress,
  htmlPage as unsubscribePage,
} from '../../lib/html-page.js';
import { AppError } from '../../lib/errors.js';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { webUrl } from '../../lib/web-url.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { findUserRowById } from '../users/index.js';
import { findMailPreferences, saveMailPreferences, turnCategoryOff } from './mail-preferences.repository.js';
import { CATEGORY_LABELS } from './unsubscribe.js';

/** The one-click body (RFC 8058); JSON with the same key is taken too. */
const OneClickBodySchema = z.object({ 'List-Unsubscribe': z.literal('One-Click') });

/**
 * Mail preferences and the one-click unsubscribe link (docs/mail.md): the signed-in account's
 * preferences, and the link every mail a preference can turn off carries, which needs no session.
 */
export async function mailPreferenceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['mail preferences'];

  // Mailbox providers post the one-click body form-encoded; only this scope reads such bodies.
  acceptFormBodies(app);

  r.get('/auth/me/notifications', {
    onRequest: authenticate,
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Which mail the account gets, per category (security and account mail always goes)',
      response: { 200: MailPreferencesSchema, ...authErrors },
    },
    handler: async (request) => findMailPreferences(deps.database.db, caller(request).userId),
  });

  r.put('/auth/me/notifications', {
    onRequest: authenticate,
    schema: {
      tags,
      security: bearerSecurity,
      summary: 'Save the mail preferences: every key, exactly',
      description:
        "`messages`: 'instant' (a digest soon after a message waits unread), 'daily' (at most one digest a day) " +
        "or 'off'; the other categories 'on' or 'off'. A missing or unknown key, or another value → 422 naming it.",
      body: MailPreferencesSchema,
      response: { 200: MailPreferencesSchema, ...validationErrors, ...authErrors },
    },
    handler: async (request) => {
      const { userId } = caller(request);
      await saveMailPreferences(deps.database.db, userId, request.body);
      return findMailPreferences(deps.database.db, userId);
    },
  });

  r.get('/unsubscribe', {
    schema: {
      tags,
      summary: 'The unsubscribe link in a browser: a page with a confirm button (a GET changes nothing)',
      description:
        'Link scanners fetch links in mail, so opening it only asks; the button posts the one-click body. ' +
        "A bad, tampered or expired token → 400 with a page that says so for a browser (Accept: text/html), else 422 `{token:'invalidToken'}`.",
      querystring: UnsubscribeQuerySchema,
      response: { 200: HtmlPageSchema, 400: HtmlPageSchema.or(MessageErrorSchema), 422: ValidationErrorSchema },
    },
    handler: async (request, reply) => {
      const claims = await deps.tokens.verifyUnsubscribe(request.query.token);
      if (!claims) {
        // A browser gets a page that says so; an API client our usual JSON error.
        if (!acceptsHtml(request)) throw AppError.validation({ token: ErrorKeys.invalidToken });
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(invalidLinkPage(deps.config.appUrl));
      }
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const label = CATEGORY_LABELS[claims.category];
      return unsubscribePage({
        title: `Stop ${label} e-mails?`,
        paragraphs: [
          `You will no longer get ${label} e-mails from us. Security and account e-mails (sign-in alerts, password resets) still come.`,
          'You can turn them back on at any time under Account & security.',
        ],
        form: { action: samePageAddress(request), button: `Unsubscribe from ${label} e-mails` },
      });
    },
  });

  r.post('/unsubscribe', {
    schema: {
      tags,
      summary: 'One-click unsubscribe (RFC 8058): turns the token’s category off, without signing in',
      description:
        'Body `List-Unsubscribe=One-Click`, form-encoded as mailbox providers send it. Doing it again changes ' +
        "nothing (200 again). A bad, tampered or expired token → 422 `{token:'invalidToken'}`. A browser's " +
        'form post (Accept: text/html) gets a page saying it is done.',
      querystring: UnsubscribeQuerySchema,
      body: OneClickBodySchema,
      response: { 200: UnsubscribeResultSchema.or(HtmlPageSchema), ...validationErrors },
    },
    handler: async (request, reply) => {
      const claims = await deps.tokens.verifyUnsubscribe(request.query.token);
      if (!claims) throw AppError.validation({ token: ErrorKeys.invalidToken });
      const { db } = deps.database;
      // A closed (deleted) account gets no mail anyway: nothing to turn off, and the answer is the same.
      if (await findUserRowById(db, claims.userId)) await turnCategoryOff(db, claims.userId, claims.category);
      if (!wantsHtml(request)) return { category: claims.category, unsubscribed: true as const };
      const label = CATEGORY_LABELS[claims.category];
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          unsubscribePage({
            title: 'You are unsubscribed',
            paragraphs: [`We will no longer send you ${label} e-mails.`],
            link: { href: webUrl(deps.config.appUrl, webPaths.member.signIn), label: 'Change your mail preferences' },
          }),
        );
    },
  });
}

function invalidLinkPage(appUrl: string): string {
  return unsubscribePage({
    title: 'This unsubscribe link does not work',
    paragraphs: [
      'It may have been cut short when it was copied, or it is too old. Nothing was changed.',
      'Sign in and turn mail off under Account & security instead.',
    ],
    link: { href: webUrl(appUrl, webPaths.member.signIn), label: 'Sign in' },
  });
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true && acceptsHtml(request)
  );
}
