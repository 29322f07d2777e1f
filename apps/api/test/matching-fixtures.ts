import type { MatchPage, ProfileUpdate, Register } from '@fractional/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { bearer, createContractor, type Account } from './factories.js';

export interface Expert extends Account {
  profileId: number;
}

/**
 * A contractor who can be matched: signed up with `signUp`, e-mail verified, then `availability`
 * saved through `PATCH /profiles/{id}` as the expert would.
 */
export async function createExpert(
  app: FastifyInstance,
  signUp: Partial<Register> = {},
  availability: ProfileUpdate = {},
): Promise<Expert> {
  const account = await createContractor(app, signUp);
  await app.deps.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
  const profileId = account.user.profiles[0]!.id;
  if (Object.keys(availability).length > 0) {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${profileId}`,
      headers: bearer(account.token),
      payload: availability,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return { ...account, profileId };
}

export async function getMatches(app: FastifyInstance, token: string, projectId: number, query = 'limit=50') {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/projects/${projectId}/matches?${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MatchPage>();
}

/** The profile ids of a match page, best first. */
export const idsOf = (page: MatchPage) => page.data.map((match) => match.expert.profileId);

/** Lexemes `english` full text finds in a text: the database as the oracle of "mentions". */
export async function lexemesOf(app: FastifyInstance, text: string): Promise<Set<string>> {
  const { rows } = (await app.deps.database.db.execute(
    sql`select tsvector_to_array(to_tsvector('english', ${text})) as lexemes`,
  )) as { rows: Array<{ lexemes: string[] }> };
  return new Set(rows[0]!.lexemes);
}
