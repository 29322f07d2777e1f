import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountLinks, type AccountLinkPurpose } from '../../db/schema/index.js';

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
