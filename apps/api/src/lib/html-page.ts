import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeHtml, PRODUCT } from '../mail/templates.js';

/** What a route that answers with `htmlPage` declares for that answer. */
export const HtmlPageSchema = z.string().describe('A small HTML page');

/**
 * Lets the routes of `scope` read form-encoded bodies (a page's confirm button, a mailbox provider's
 * one-click unsubscribe) as a plain object of their fields.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}

/**
 * The address a page was opened at, for its form to post the same link token back: the route's own path
 * (what was registered, never what was typed) and the query as it came.
 */
export function samePageAddress(request: FastifyRequest): string {
  const query = request.url.indexOf('?');
  return `${request.routeOptions.url}${query < 0 ? '' : request.url.slice(query)}`;
}

/** A browser's page load or form post (Accept: text/html), rather than an API client or a mailbox provider. */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * A small server-rendered page of our own (no script; the CSP allows the inline style): what a mailed
 * link that must not act on a GET shows in a browser (unsubscribe, "This wasn't me"; docs/mail.md).
 */
export function htmlPage(page: {
  title: string;
  paragraphs: string[];
  /** A POST form back to the page's own address; `fields` are its hidden inputs (default: the one-click body). */
  form?: { action: string; button: string; fields?: Record<string, string> };
  link?: { href: string; label: string };
}): string {
  const form = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">
${Object.entries(page.form.fields ?? { 'List-Unsubscribe': 'One-Click' })
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
<button type="submit">${escapeHtml(page.form.button)}</button>
</form>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(page.title)} · ${PRODUCT}</title>
<style>
body{margin:0;background:#f4f6f8;font-family:Inter,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2933}
main{max-width:480px;margin:48px auto;padding:32px 24px;background:#fff;border-radius:8px}
h1{font-size:22px;margin:0 0 16px}p{font-size:16px;line-height:24px;margin:0 0 16px}
button{font:inherit;font-weight:600;background:#0f5e5e;color:#fff;border:0;border-radius:6px;padding:12px 24px;cursor:pointer}
button:focus-visible{outline:3px solid #f0b429;outline-offset:2px}a{color:#0f5e5e}
</style></head>
<body><main>
<p style="font-weight:700;color:#0f5e5e">${PRODUCT}</p>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${form}
${page.link ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.label)}</a></p>` : ''}
</main></body></html>`;
}
