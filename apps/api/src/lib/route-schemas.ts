import { MessageErrorSchema, ValidationErrorSchema } from '@fractional/contract';

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
