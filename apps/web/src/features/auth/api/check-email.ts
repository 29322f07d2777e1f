import { EmailCheckResultSchema, type EmailCheck, type EmailCheckResult } from '@fractional/contract';
import { apiRequest } from '../../../lib/api-client';

/** `POST /auth/email/check`: whether a sign-up with this address would be taken (rate limited). */
export function checkEmail(body: EmailCheck): Promise<EmailCheckResult> {
  return apiRequest('/auth/email/check', { method: 'POST', body, isPublic: true, schema: EmailCheckResultSchema });
}
