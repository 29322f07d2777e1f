import { z } from 'zod';
import { SessionEndReasons } from '../constants/users.js';

/** 422: a map of field (dotted path for nested fields, `general` for none) to a key or a message. */
export const ValidationErrorSchema = z
  .object({
    status: z.literal(422),
    errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'ValidationError' });
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** Every other failure: 400, 401, 403, 404, 409, 413, 429, 503 (and a bare 500 that never leaks). */
export const MessageErrorSchema = z
  .object({ status: z.number().int(), message: z.string() })
  .meta({ id: 'MessageError' });
export type MessageError = z.infer<typeof MessageErrorSchema>;

/** 409 with field errors: only `POST /invitations/{id}/accept` above the expert's free hours (docs/api.md#invitations-and-squads). */
export const FieldConflictErrorSchema = z
  .object({
    status: z.literal(409),
    errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'FieldConflictError' });
export type FieldConflictError = z.infer<typeof FieldConflictErrorSchema>;

/** 401 of `POST /auth/refresh`: the session is over, and `reason` says why when it is known. */
export const SessionEndedErrorSchema = MessageErrorSchema.extend({
  reason: z
    .enum(SessionEndReasons.values)
    .optional()
    .describe('Why the session ended (docs/api.md#account-and-sign-in)'),
}).meta({ id: 'SessionEndedError' });
export type SessionEndedError = z.infer<typeof SessionEndedErrorSchema>;

export const ApiErrorSchema = z.union([ValidationErrorSchema, FieldConflictErrorSchema, SessionEndedErrorSchema]);
export type ApiError = z.infer<typeof ApiErrorSchema>;
