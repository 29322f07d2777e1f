import type { Invitation, ProjectBrief, SquadMember } from '@fractional/contract';
import { describe, expect, it } from 'vitest';
import {
  checkA11y,
  expectCloseToAsk,
  expectHidden,
  expectPath,
  expectVisible,
  field,
  registerClientViaApi,
  useBrowser,
  type Account,
} from './fixtures.js';
import {
  apiJson,
  createProjectViaApi,
  staffProject,
  plantExpert,
  referenceIds,
  signInAs,
} from './marketplace-helpers.js';
import { photograph } from './profile-helpers.js';

const browser = useBrowser();
const EXPERTISE = ['brand-strategy', 'content-marketing'];
const suffix = () => String(Date.now() % 1_000_000);
const LEAVE = 'Leave without saving?';

async function plantBrandExpert(firstName: string): Promise<Account> {
  return plantExpert(
    { firstName, lastName: `Brand${suffix()}` },
    {
      description: 'Fractional brand lead: positioning, content and launch campaigns.',
      expertise: await referenceIds('ref-expertises', EXPERTISE),
      openToWork: true,
      capacityHoursPerWeek: 20,
    },
  );
}

const brief = (name: string, budget: number | null) => ({
  name: `${name} ${suffix()}`,
  overview: 'Reposition the brand for a new market and plan the launch content.',
  budget,
  expertiseGap: EXPERTISE.join(','),
  hoursPerWeek: 6,
});

describe('the expert’s project page', () => {
  it('opens from My projects: the brief with its budget as entered, the squad with an ended member, the conversations', async () => {
    const owner = await registerClientViaApi({ firstName: 'Mere', lastName: 'Parata' });
    const [expert, former] = [await plantBrandExpert('Aroha'), await plantBrandExpert('Hemi')];
    const project = await createProjectViaApi(owner, brief('Brand reset', 8500.75));
    await staffProject(owner, expert, project, { hoursPerWeek: 6 });
    const left = await staffProject(owner, former, project, { hoursPerWeek: 4 });
    await apiJson<SquadMember>(
      former.token,
      `/projects/${project.id}/squad/${left.membership?.id ?? expect.unreachable('no seat')}/end`,
      { method: 'POST' },
      200,
    );
    // An open invitation to another brief: the expert reads its budget before deciding.
    const other = await createProjectViaApi(owner, brief('Launch plan', 12_000));
    await apiJson<Invitation>(
      owner.token,
      `/projects/${other.id}/invitations`,
      { method: 'POST', body: { profileId: expert.user.profiles[0]?.id } },
      201,
    );

    const page = await signInAs(browser(), expert, '/member/contractor/profile');
    await page.goto('/member/contractor/opportunities');
    const card = page.getByRole('article', { name: other.name });
    await expectVisible(card.getByText('USD 12,000', { exact: true }));

    await page.goto('/member/contractor/projects');
    await page.getByRole('link', { name: project.name, exact: true }).click();
    await expectPath(page, `/member/contractor/projects/${project.id}`);
    await expectVisible(page.getByRole('heading', { name: project.name, level: 1 }));
    await expectVisible(page.getByText(/Mere Parata/).first());
    const details = page.getByRole('region', { name: 'Project details' });
    await expectVisible(details.getByText('USD 8,500.75', { exact: true }));
    await expectVisible(details.getByText(project.overview));
    const squad = page.getByRole('region', { name: 'Squad' });
    const formerRow = squad.getByRole('listitem').filter({ hasText: former.lastName });
    await expectVisible(formerRow.getByText('Ended', { exact: true }));
    await expectVisible(squad.getByRole('listitem').filter({ hasText: expert.lastName }).getByText('6 h/week'));
    // The expert changes nothing of the squad but their own rate: one button, on their own row.
    const ownRow = squad.getByRole('listitem').filter({ hasText: expert.lastName });
    await expectVisible(ownRow.getByRole('button', { name: 'Propose a new rate' }));
    expect(await squad.getByRole('button').count()).toBe(1);
    await expectVisible(page.getByRole('link', { name: 'Timesheet' }));
    await expectVisible(page.getByRole('link', { name: 'Check-ins and outcomes' }));
    await checkA11y(page);
    await photograph(page, 'expert-project');

    // The links open the expert's own conversations about the project, as the API names them.
    const read = await apiJson<ProjectBrief>(expert.token, `/projects/${project.id}/brief`, { method: 'GET' }, 200);
    await page.getByRole('link', { name: 'Squad conversation' }).click();
    await expectPath(page, `/member/contractor/messages/${read.squadConversationId}`);
    await page.goBack();
    await page.getByRole('link', { name: 'Message Mere' }).click();
    await expectPath(page, `/member/contractor/messages/${read.directConversationId}`);

    // A project the expert was never in says so, with the way back.
    await page.goto('/member/contractor/projects/2147483000');
    await expectVisible(page.getByText('This project does not exist, or you have not been in its squad.'));
    await expectVisible(page.getByRole('link', { name: 'Back to My projects' }));
  });
});

describe('editing a brief', () => {
  it('asks before unsaved changes are lost: Cancel, a link, closing the tab; saving does not ask', async () => {
    const owner = await registerClientViaApi();
    const project = await createProjectViaApi(owner, brief('Leave guard', 20_000));
    const page = await signInAs(browser(), owner, '/client/home');
    await page.goto(`/client/projects/${project.id}/edit`);
    const name = field(page, 'Project name');
    expect(await name.inputValue()).toBe(project.name);
    await name.fill(`${project.name} v2`);

    // Cancel asks; staying keeps the edit.
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: LEAVE });
    await expectVisible(dialog);
    await photograph(page, 'edit-brief-leave-dialog');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectHidden(dialog);
    await expectPath(page, `/client/projects/${project.id}/edit`);
    expect(await name.inputValue()).toBe(`${project.name} v2`);

    // Closing the tab gets the browser's own question; dismissing it keeps the page.
    await expectCloseToAsk(page);

    // A link in the app asks too; leaving drops the edit.
    await page.getByRole('link', { name: /Back to Dashboard/ }).click();
    await page.getByRole('dialog', { name: LEAVE }).getByRole('button', { name: 'Leave without saving' }).click();
    await expectPath(page, '/client/home');

    // Saving leaves for the summary without asking.
    await page.goto(`/client/projects/${project.id}/edit`);
    await name.fill(`${project.name} saved`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expectPath(page, `/client/projects/${project.id}`);
    await expectHidden(page.getByRole('dialog', { name: LEAVE }));
    await expectVisible(page.getByRole('heading', { name: `${project.name} saved`, level: 1 }));
  });
});
