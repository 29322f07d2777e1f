import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Query parameters that carry a credential (signed upload URLs, reset links): their values are not logged. */
const SECRET_PARAMETERS = /^(signature|hash|token|x-amz-signature|x-amz-credential|x-amz-security-token)$/i;

/** The request's URL with credential values replaced, fit for the log. */
export function loggableUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = new URLSearchParams(url.slice(question + 1));
  let isRedacted = false;
  for (const key of new Set(query.keys())) {
    if (!SECRET_PARAMETERS.test(key)) continue;
    query.set(key, 'redacted');
    isRedacted = true;
  }
  return isRedacted ? `${url.slice(0, question)}?${query.toString()}` : url;
}

/**
 * One log line per answered request, "GET /api/v1/health 200 1.4 ms", with method, url, statusCode
 * and responseTime as fields, instead of Fastify's two ("incoming request", "request completed").
 * Fastify's other request logs (errors, streams cut short) stay as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const url = loggableUrl(request.url);
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const fields = { method: request.method, url, statusCode: reply.statusCode, responseTime };
    const message = `${request.method} ${url} ${reply.statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...fields, err: error }, message);
    else reply.log.info(fields, message);
  }
}
