import { EVENT_TICKET_TTL_SECONDS } from '@fractional/contract';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { findLiveSession } from '../auth/index.js';
import { consumeTicket, insertTicket } from './tickets.repository.js';

/** `POST /events/ticket`: a single-use ticket bound to the caller's session. */
export function issueTicket(db: Database, sessionId: string): Promise<string> {
  return insertTicket(db, sessionId, EVENT_TICKET_TTL_SECONDS);
}

/** `GET /events`: uses the ticket up and returns whose live session the stream belongs to; else 401. */
export async function redeemTicket(db: Database, ticket: string): Promise<{ userId: number; sessionId: string }> {
  const sessionId = await consumeTicket(db, ticket);
  const session = sessionId ? await findLiveSession(db, sessionId) : undefined;
  if (!sessionId || !session) throw AppError.unauthorized('Invalid or expired ticket');
  return { userId: session.userId, sessionId };
}
