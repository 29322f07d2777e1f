import { z } from 'zod';
import { ActivityItemSchema } from './activity.js';
import { InvitationSchema } from './invitations.js';
import { MessageSchema } from './messaging.js';
import { TimesheetSchema } from './timesheets.js';
import { CheckInSchema } from './engagements.js';

/** `POST /events/ticket` → 201: a single-use pass to open `GET /events` within 60 s, bound to the session. */
export const EventTicketSchema = z
  .object({ ticket: z.string().describe('Opaque; works once, for 60 seconds, while the session lives') })
  .meta({ id: 'EventTicket' });
export type EventTicket = z.infer<typeof EventTicketSchema>;

/** An SSE event id as the stream writes it (`id:`): a decimal that only grows. */
export const EventIdSchema = z.string().regex(/^\d{1,18}$/);

/**
 * `GET /events?ticket=…`: the access token never travels in a URL; the ticket does, once.
 * `lastEventId` does what the `Last-Event-ID` header does, for a client that opens a new
 * EventSource with a fresh ticket (a browser cannot set the header itself).
 */
export const EventStreamQuerySchema = z.object({
  ticket: z.string().min(1).max(200),
  lastEventId: EventIdSchema.optional(),
});
export type EventStreamQuery = z.infer<typeof EventStreamQuerySchema>;

/** `unread` event: the caller's new unread count of one conversation, and the total over all. */
export const UnreadEventSchema = z
  .object({
    conversationId: z.number().int(),
    unreadCount: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .meta({ id: 'UnreadEvent' });
export type UnreadEvent = z.infer<typeof UnreadEventSchema>;

/**
 * The `data:` of each named event, as the REST answers show the same thing to that user (an
 * `invitation` as `GET /invitations/{id}` answers its reader: the expert sees no client names before
 * accepting).
 */
export const LiveEventPayloadSchemas = {
  message: MessageSchema,
  invitation: InvitationSchema,
  activity: ActivityItemSchema,
  unread: UnreadEventSchema,
  timesheet: TimesheetSchema,
  checkin: CheckInSchema,
} as const;
