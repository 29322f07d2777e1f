// Imported on demand by the messages calls, so the route chunks carry no zod of their own.
export { ConversationPageSchema, ConversationSchema, MessagePageSchema, MessageSchema } from '@fractional/contract';
