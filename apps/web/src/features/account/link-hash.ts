import { EmailLinkPayloadSchema } from '@fractional/contract';
import { decodeJwtPayload } from '../../lib/jwt';

/** The address a mailed link is for (its hash is a signed JWT the SPA may read), or null. */
export function emailOfLinkHash(hash: string | null): string | null {
  const parsed = EmailLinkPayloadSchema.safeParse(hash ? decodeJwtPayload(hash) : null);
  return parsed.success ? parsed.data.email : null;
}
