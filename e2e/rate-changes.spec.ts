import type { SquadPage } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import { checkA11y, expectHidden, expectVisible, registerClientViaApi, useBrowser } from './fixtures.js';
import {
  apiJson,
  createProjectViaApi,
  plantExpert,
  referenceIds,
  signInAs,
  staffProject,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

/**
 * Agreed rates in the browser (docs/money.md#agreed-rates): a client in EUR proposes a new rate for a
 * member of the squad, typed with a decimal comma; the expert, on a phone, accepts it on their own
 * project page; both read the money in euros.
 */
const browser = useBrowser();
const EXPERTISE = ['brand-strategy', 'content-marketing'];
const suffix = () => String(Date.now() % 1_000_000);

describe('a rate change', () => {
  it('is proposed by the client with a decimal comma and accepted by the expert at 390 px', async () => {
    const owner = await registerClientViaApi({ firstName: 'Camille', lastName: 'Durand' });
    const expert = await plantExpert(
      { firstName: 'Łukasz', lastName: `Żółć${suffix()}` },
      {
        description: 'Fractional brand lead: positioning, content and launch campaigns.',
        expertise: await referenceIds('ref-expertises', EXPERTISE),
        openToWork: true,
        capacityHoursPerWeek: 20,
      },
    );
    const project = await createProjectViaApi(owner, {
      name: `Série B — Łódź ${suffix()}`,
      overview: 'Reposition the brand for a new market and plan the launch content.',
      budget: 60_000,
      currency: 'EUR',
      expertiseGap: EXPERTISE.join(','),
      hoursPerWeek: 6,
    });
    const seat = await staffProject(owner, expert, project, { hoursPerWeek: 6, hourlyRate: 150 });

    const client = await signInAs(browser(), owner, '/client/home');
    await client.goto(`/client/projects/${project.id}/squad`);
    const row = client
      .getByRole('region', { name: 'Squad' })
      .getByRole('listitem')
      .filter({ hasText: expert.lastName });
    await expectVisible(row.getByText('€150/h', { exact: true }));
    await row.getByRole('button', { name: 'Propose a new rate' }).click();
    const dialog = client.getByRole('dialog', { name: 'Propose a new rate' });
    await dialog.getByRole('textbox', { name: /New hourly rate \(EUR\)/ }).fill('162,50');
    await dialog.getByRole('button', { name: 'Propose' }).click();
    await expectHidden(dialog);
    const proposed = row.getByRole('group', { name: 'Proposed rate' });
    await expectVisible(proposed.getByText(/Proposed: €162\.50\/h from .* — waiting for the other side/));
    await expectHidden(proposed.getByRole('button', { name: 'Accept rate' }));
    await checkA11y(client);
    await photograph(client, 'rate-change-proposed');

    const member = await signInAs(browser(), expert, '/member/contractor/profile', 390);
    await member.goto(`/member/contractor/projects/${project.id}`);
    const own = member
      .getByRole('region', { name: 'Squad' })
      .getByRole('listitem')
      .filter({ hasText: expert.lastName });
    const offer = own.getByRole('group', { name: 'Proposed rate' });
    await expectVisible(offer.getByText(/Proposed: €162\.50\/h from/));
    await checkA11y(member);
    await photograph(member, 'rate-change-to-accept');
    await offer.getByRole('button', { name: 'Accept rate' }).click();
    await expectHidden(offer);
    await expectVisible(own.getByRole('button', { name: 'Propose a new rate' }));

    // The agreed change is the member's from the Monday proposed: none is left open.
    const squad = await apiJson<SquadPage>(owner.token, `/projects/${project.id}/squad`, { method: 'GET' }, 200);
    const agreed = squad.data.find((row) => row.id === seat.membership.id);
    expect(agreed).toMatchObject({ currency: 'EUR', pendingRateChange: null });
  });
});
