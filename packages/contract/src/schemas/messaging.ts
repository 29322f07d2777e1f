import { z } from 'zod';
import { ErrorKeys } from '../constants/error-keys.js';
import { ConversationKinds, ParticipantRoles } from '../constants/messaging.js';
import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_BODY_MAX,
  MESSAGES_PAGE_SIZE,
  PAGE_SIZE_MAX,
} from '../rules/validation-limits.js';
import { IdSchema } from './common.js';

/** A person as conversations and the activity feed name them; a closed account reads "Former member". */
export const PersonSchema = z
  .object({
    userId: z.number().int(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  })
  .meta({ id: 'Person' });
export type Person = z.infer<typeof PersonSchema>;

/** The project a conversation or an activity item belongs to. */
export const ProjectRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'ProjectRef' });
export type ProjectRef = z.infer<typeof ProjectRefSchema>;

export const ParticipantSchema = PersonSchema.extend({
  role: z.enum(ParticipantRoles.values),
  canWrite: z.boolean().describe('false for a former squad member, who keeps reading'),
}).meta({ id: 'Participant' });
export type Participant = z.infer<typeof ParticipantSchema>;

export const MessageSchema = z
  .object({
    id: z.number().int(),
    conversationId: z.number().int(),
    sender: PersonSchema,
    body: z.string().describe('Plain text exactly as typed; render as text, never as HTML'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z
  .object({
    id: z.number().int(),
    project: ProjectRefSchema,
    kind: z.enum(ConversationKinds.values),
    invitationId: z.number().int().nullable().describe('The invitation a direct conversation belongs to'),
    participants: z.array(ParticipantSchema),
    lastMessage: MessageSchema.nullable(),
    unreadCount: z.number().int().min(0).describe("Messages after the caller's read mark, own messages excluded"),
    canWrite: z.boolean().describe('Whether the caller may send here (a former squad member may not)'),
    lastActivityAt: z.iso.datetime().describe('The last message, or the opening when there is none'),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CONVERSATIONS_PAGE_SIZE),
  projectId: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_147_483_647)
    .optional()
    .describe("Only the caller's conversations about this project (the project page's Messages section)"),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuerySchema>;

/** `GET /conversations`: newest activity first; `unreadTotal` sums every conversation of the caller. */
export const ConversationPageSchema = z
  .object({
    data: z.array(ConversationSchema),
    hasNextPage: z.boolean(),
    unreadTotal: z.number().int().min(0),
  })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

/** A `before` cursor (an item id: answers hold only older items) and a page size ≤ 50. */
export const BeforeCursorQuerySchema = z.object({
  before: IdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(MESSAGES_PAGE_SIZE),
});
export type BeforeCursorQuery = z.infer<typeof BeforeCursorQuerySchema>;

export const MessagePageSchema = z
  .object({ data: z.array(MessageSchema), hasNextPage: z.boolean() })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof MessagePageSchema>;

/** `POST /conversations/{id}/messages`: plain text, 1–5,000 characters, stored exactly as typed. */
export const MessageSendSchema = z.object({
  body: z
    .string()
    .min(1)
    .max(MESSAGE_BODY_MAX)
    .refine((body) => body.trim().length > 0, { message: ErrorKeys.blankMessage }),
});
export type MessageSend = z.infer<typeof MessageSendSchema>;

/** `POST /conversations/{id}/read`: everything up to and including message `upTo` is read. */
export const MarkReadSchema = z.object({ upTo: IdSchema });
export type MarkRead = z.infer<typeof MarkReadSchema>;

export const ConversationParamsSchema = z.object({ id: IdSchema });
