import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountLinks, users, type AccountLinkPurpose } from '../../db/schema/index.js';

export async function insertAccountLink(
  db: Database,
  values: { id: string; userId: number; expiresAt: Date; purpose?: AccountLinkPurpose; email?: string },
): Promise<void> {
  await db.insert(accountLinks).values(values);
}

/**
 * Marks the link used if it is of this purpose, still unused and unexpired, in one statement: of
 * concurrent uses of one hash exactly one gets the row back, the others get undefined.
 */
export async function consumeAccountLink(
  db: Database,
  id: string,
  purpose: AccountLinkPurpose,
): Promise<{ userId: number; email: string | null } | undefined> {
  const [row] = await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountLinks.id, id),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: accountLinks.userId, email: accountLinks.email });
  return row;
}

/**
 * Retires the user's other open links (of one purpose, or all), so older links stop working once
 * what they were for has happened.
 */
export async function retireOpenAccountLinks(
  db: Database,
  userId: number,
  purpose?: AccountLinkPurpose,
): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountLinks.userId, userId),
        isNull(accountLinks.usedAt),
        purpose ? eq(accountLinks.purpose, purpose) : undefined,
      ),
    );
}

/** A link of this purpose that was already used, with its user's address and verification now. */
export async function findUsedAccountLink(
  db: Database,
  id: string,
  purpose: AccountLinkPurpose,
): Promise<{ email: string | null; userEmail: string; emailVerifiedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ email: accountLinks.email, userEmail: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(and(eq(accountLinks.id, id), eq(accountLinks.purpose, purpose), isNotNull(accountLinks.usedAt)));
  return row;
}
