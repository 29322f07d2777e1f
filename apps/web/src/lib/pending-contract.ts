// TEMPORARY: DESIGN.md §11's bodies until h4's contract lands in packages/contract; then every import
// of this file becomes '@fractional/contract' and the file goes.
import { z } from 'zod';

export const MESSAGE_BODY_MAX = 5000;
export const MESSAGES_PAGE_SIZE = 50;
export const ConversationKinds = { values: ['direct', 'squad'] as const };

export const ParticipantSchema = z.object({
  userId: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['client', 'contractor']),
  isActive: z.boolean(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  sender: z.object({ userId: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  body: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  kind: z.enum(ConversationKinds.values),
  participants: z.array(ParticipantSchema),
  lastMessage: MessageSchema.nullable(),
  unreadCount: z.number().int(),
  canWrite: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationPageSchema = z.object({ data: z.array(ConversationSchema), hasNextPage: z.boolean() });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;
export const MessagePageSchema = z.object({ data: z.array(MessageSchema), hasNextPage: z.boolean() });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const UnreadSchema = z.object({
  conversationId: z.number().int(),
  unreadCount: z.number().int(),
  total: z.number().int(),
});
export type Unread = z.infer<typeof UnreadSchema>;
export const UnreadTotalSchema = z.object({ total: z.number().int() });

export const ActivityTypes = {
  values: [
    'project.created',
    'invitation.sent',
    'invitation.accepted',
    'invitation.declined',
    'invitation.withdrawn',
    'member.joined',
    'member.ended',
    'project.completed',
  ] as const,
};
export const ActivitySchema = z.object({
  id: z.number().int(),
  type: z.enum(ActivityTypes.values),
  actor: z
    .object({ userId: z.number().int(), firstName: z.string().nullable(), lastName: z.string().nullable() })
    .nullable(),
  project: z.object({ id: z.number().int(), name: z.string() }),
  text: z.string(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;
export const ActivityPageSchema = z.object({ data: z.array(ActivitySchema), hasNextPage: z.boolean() });
export type ActivityPage = z.infer<typeof ActivityPageSchema>;

export const EventTicketSchema = z.object({ ticket: z.string() });
