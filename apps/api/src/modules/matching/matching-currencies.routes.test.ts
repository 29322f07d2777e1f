import type { MatchPage, Profile } from '@fractional/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-fixtures.js';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { bearer, createClient, createProject, type Account } from '../../../test/factories.js';
import { createExpert, getMatches, type Expert } from '../../../test/matching-fixtures.js';
import { projects } from '../../db/schema/index.js';

/** Matching across currencies (docs/money.md#exchange-rates, docs/matching.md `budget`). */
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

async function setRates(rates: Record<string, number>): Promise<void> {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/fx-rates',
    headers: bearer(admin.token),
    payload: { rates },
  });
  expect(response.statusCode, response.body).toBe(200);
}

const FIT = { expertise: [{ id: 8 }], skills: [{ id: 19 }], timezone: '+00:00 Europe/London' };
const at = (rate: number, rateCurrency?: string) =>
  createExpert(t.app, FIT, {
    hourlyRateMin: rate,
    hourlyRateMax: rate,
    capacityHoursPerWeek: 20,
    ...(rateCurrency ? { rateCurrency: rateCurrency as Profile['rateCurrency'] } : {}),
  });
const budgetOf = (page: MatchPage, expert: Expert) =>
  page.data
    .find((match) => match.expert.profileId === expert.profileId)!
    .factors.find((factor) => factor.key === 'budget')!;

/** A tax brief with a budget of 40,000 in `currency` over 6-11 months (26 weeks at the shortest), 10 h/week. */
async function projectIn(currency: string): Promise<{ owner: Account; id: number }> {
  const owner = await createClient(t.app, { timezone: '+00:00 Europe/London' });
  const { id } = await createProject(t.app, owner, {
    name: 'Tax strategy review',
    overview: 'Tax planning for our UK and Irish entities',
    expertiseGap: 'tax-strategy',
    budget: 40_000,
    timeline: '6-11-months',
    hoursPerWeek: 10,
  });
  // The project's currency is another change's route (POST/PATCH /projects); the column is what matching reads.
  await t.app.deps.database.db.update(projects).set({ currency }).where(eq(projects.id, id));
  return { owner, id };
}

describe("matching's budget factor across currencies", () => {
  it('converts a USD rate into an EUR project’s currency, and the reason names both', async () => {
    await setRates({ EUR: 0.8, GBP: 0.5 });
    const project = await projectIn('EUR');
    // USD 200/h is EUR 160/h: 41,600 over 26 weeks, 4 % over the EUR 40,000 (full). Unconverted,
    // 52,000 would be 30 % over (0.5).
    const usd = await at(200);
    const eur = await at(150, 'EUR');
    const page = await getMatches(t.app, project.owner.token, project.id);
    expect(page.data.find((match) => match.expert.profileId === usd.profileId)!.expert.rateCurrency).toBe('USD');
    expect(budgetOf(page, usd)).toMatchObject({
      score: 1,
      reason:
        'USD 200/h ≈ EUR 160/h × 10 h/week over 6-11 months comes to at least EUR 41,600, within 10 % of the EUR 40,000 budget',
    });
    expect(budgetOf(page, eur)).toMatchObject({
      score: 1,
      reason: 'EUR 150/h × 10 h/week fits the EUR 40,000 budget over 6-11 months',
    });
  });

  it('converts between two non-USD currencies through USD (GBP rate, EUR budget)', async () => {
    await setRates({ EUR: 0.8, GBP: 0.5 });
    const project = await projectIn('EUR');
    // GBP 150/h = USD 300/h = EUR 240/h: 62,400, 56 % over → 0.
    const gbp = await at(150, 'GBP');
    const page = await getMatches(t.app, project.owner.token, project.id);
    expect(budgetOf(page, gbp)).toMatchObject({
      score: 0,
      reason:
        'GBP 150/h ≈ EUR 240/h × 10 h/week over 6-11 months comes to at least EUR 62,400, well above the EUR 40,000 budget',
    });
  });

  it('scores neutral when no rate is known for the expert’s currency, and says so', async () => {
    await setRates({ EUR: 0.8 });
    const project = await projectIn('EUR');
    const gbp = await at(150, 'GBP');
    const usd = await at(200);
    const page = await getMatches(t.app, project.owner.token, project.id);
    expect(budgetOf(page, gbp)).toMatchObject({
      score: 0.5,
      reason: 'No exchange rate between GBP and EUR; counted as neutral',
    });
    expect(budgetOf(page, usd).score).toBe(1);
  });

  it('sees a replacement of the rates at once, even with the brief kept in memory', async () => {
    await setRates({ EUR: 0.8 });
    const project = await projectIn('EUR');
    const usd = await at(200);
    expect(budgetOf(await getMatches(t.app, project.owner.token, project.id), usd).score).toBe(1);
    await setRates({});
    const page = await getMatches(t.app, project.owner.token, project.id);
    expect(budgetOf(page, usd)).toMatchObject({
      score: 0.5,
      reason: 'No exchange rate between USD and EUR; counted as neutral',
    });
  });

  it('names one currency in a USD project with a USD expert', async () => {
    await setRates({});
    const project = await projectIn('USD');
    const usd = await at(150);
    expect(budgetOf(await getMatches(t.app, project.owner.token, project.id), usd)).toMatchObject({
      score: 1,
      reason: 'USD 150/h × 10 h/week fits the USD 40,000 budget over 6-11 months',
    });
  });
});

describe('rateCurrency on the profile', () => {
  const patch = (account: Account, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/profiles/${id}`, headers: bearer(account.token), payload });

  it('round-trips through PATCH /profiles/{id} and GET /auth/me, defaulting to USD', async () => {
    const expert = await createExpert(t.app, FIT);
    const me = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(expert.token) })).json<{
        profiles: Profile[];
      }>().profiles[0]!;
    expect((await me()).rateCurrency).toBe('USD');
    const response = await patch(expert, expert.profileId, { hourlyRateMin: 120, rateCurrency: 'CHF' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Profile>()).toMatchObject({ hourlyRateMin: 120, rateCurrency: 'CHF' });
    expect(await me()).toMatchObject({ hourlyRateMin: 120, rateCurrency: 'CHF' });
    const nested = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/me',
      headers: bearer(expert.token),
      payload: { profile: { rateCurrency: 'JPY' } },
    });
    expect(nested.statusCode, nested.body).toBe(200);
    expect((await me()).rateCurrency).toBe('JPY');
  });

  it('refuses an unknown currency with 422 naming the field, and a client’s with contractorOnly', async () => {
    const expert = await createExpert(t.app, FIT);
    const bad = await patch(expert, expert.profileId, { rateCurrency: 'XYZ' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(['rateCurrency']);
    const client = await createClient(t.app);
    const clientProfile = client.user.profiles[0]!.id;
    const refused = await patch(client, clientProfile, { rateCurrency: 'EUR' });
    expect(refused.json()).toMatchObject({ errors: { rateCurrency: 'contractorOnly' } });
  });
});
