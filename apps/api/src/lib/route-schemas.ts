import { MessageErrorSchema, ValidationErrorSchema } from '@fractional/contract';
import { z } from 'zod';

/** Error responses most routes can give, for the OpenAPI document. */
export const validationErrors = {
  400: MessageErrorSchema,
  422: ValidationErrorSchema,
  429: MessageErrorSchema,
} as const;
export const authErrors = { 401: MessageErrorSchema, 403: MessageErrorSchema } as const;
export const notFoundErrors = { 404: MessageErrorSchema } as const;

/** Marks a route as needing `Authorization: Bearer <access token>` in the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** For answers sent with an ETag (`sendCachedJson`). */
export const notModified = { 304: z.null().describe('Not Modified: the If-None-Match ETag is current') } as const;
