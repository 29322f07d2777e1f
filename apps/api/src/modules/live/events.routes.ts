import { EventStreamQuerySchema, EventTicketSchema } from '@fractional/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { authErrors, bearerSecurity, validationErrors } from '../../lib/route-schemas.js';
import { authenticate, caller } from '../../plugins/auth.js';
import { issueTicket, redeemTicket } from './events.service.js';

/** The replay point: the Last-Event-ID header a reconnecting EventSource sends, else the query's. */
function lastEventIdOf(request: FastifyRequest, fromQuery: string | undefined): number | null {
  const header = request.headers['last-event-id'];
  const text = typeof header === 'string' && /^\d{1,18}$/.test(header) ? header : fromQuery;
  return text === undefined ? null : Number(text);
}

export async function eventRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;

  r.post('/events/ticket', {
    onRequest: authenticate,
    schema: {
      tags: ['live updates'],
      summary: 'A single-use ticket (60 s) to open the event stream of this session',
      description:
        'An EventSource cannot send an Authorization header, and an access token must never travel in a URL: ' +
        'the ticket does, once. It is bound to the calling session and stops working when the session ends.',
      security: bearerSecurity,
      response: { 201: EventTicketSchema, ...authErrors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ ticket: await issueTicket(db, caller(request).sessionId) }),
  });

  r.get('/events', {
    schema: {
      tags: ['live updates'],
      summary: "Server-Sent Events: the caller's new messages, invitations, activity and unread counts",
      description:
        'Open with `?ticket=` from `POST /events/ticket`. Events `message`, `invitation`, `activity` and `unread`, ' +
        "each with `id:` (the user's own event number, growing in the order the changes committed, without gaps) " +
        'and one line of JSON in `data:`; comment lines keep idle connections open. A reconnect with ' +
        '`Last-Event-ID` (or `lastEventId=`) first replays what it missed. A bad, used or expired ticket, or one ' +
        'whose session has ended, is a 401; the stream ends at once when its session ends, on any instance.',
      querystring: EventStreamQuerySchema,
      response: {
        200: z.string().describe('text/event-stream'),
        401: authErrors[401],
        503: validationErrors[429],
        ...validationErrors,
      },
    },
    handler: async (request, reply) => {
      // A draining instance takes no new streams: the client retries, and the balancer sends it elsewhere.
      if (app.deps.lifecycle.isDraining) throw AppError.unavailable('Shutting down, reconnect');
      const owner = await redeemTicket(db, request.query.ticket);
      const lastEventId = lastEventIdOf(request, request.query.lastEventId);
      const afterId = await app.deps.streams.startingPoint(owner.userId, lastEventId);
      reply.hijack();
      app.deps.streams.open(reply.raw, owner, afterId);
    },
  });
}
