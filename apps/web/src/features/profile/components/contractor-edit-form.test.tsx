import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ContractorEditPage } from '../../../app/routes/contractor/contractor-edit-profile';
import { paths } from '../../../config/paths';
import { FormMessages } from '../../../lib/form-messages';
import { buildProfile, buildSkill, buildUser } from '../../../test/builders';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { ProfileMessages } from '../../../components/profile-form/use-form-submit';
import { renderSignedIn, StandIn } from '../profile-test-utils';

afterEach(() => vi.unstubAllGlobals());

const contractor = buildUser({
  provider: 'email',
  profiles: [
    buildProfile({
      description: 'Fractional CFO',
      jobRole: [{ id: 1, roleCode: 'cfo', role: 'Chief Financial Officer' }],
      skills: [buildSkill(4)],
    }),
  ],
});

function renderPage(answer: (call: ApiCall) => Answer = () => undefined) {
  const calls = stubApi(answer, { '/ref-skills': { data: [buildSkill(4), buildSkill(5)], hasNextPage: false } });
  const view = renderSignedIn({
    user: contractor,
    path: paths.contractor.editProfile,
    element: <ContractorEditPage />,
    entries: [
      { pathname: paths.contractor.profile },
      { pathname: paths.contractor.editProfile, state: { returnTo: `${paths.contractor.profile}?from=edit` } },
    ],
    others: { [paths.contractor.profile]: <StandIn title="Profile page" /> },
  });
  return { ...view, calls };
}

const save = () => screen.getByRole('button', { name: 'Save profile' });

/** Save enables once the change tracking (50 ms debounce) has seen the change. */
async function clickSave(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(save()).toBeEnabled());
  await user.click(save());
}

describe('ContractorEditForm', () => {
  it('loads the profile, shows e-mail and password disabled, and keeps Save disabled while unchanged', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
    expect(document.title).toBe('Edit your profile | Fractional');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Description')).toHaveValue('Fractional CFO');
    expect(screen.getByRole('radio', { name: 'Team lead' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '5-9 years' })).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Chosen Skills' })).getByText('Skill 4')).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /Terms and Conditions/ })).not.toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('asks before unsaved changes are left behind, and stays when the person says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText('Last name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveValue('Tuia');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Last name');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
  });

  it('enables Save after a change and disables it again when the change is undone', async () => {
    const user = userEvent.setup();
    renderPage();
    const lastName = await screen.findByLabelText('Last name');
    await user.type(lastName, 'a');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.type(lastName, '{Backspace}');
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('disables Save while a required field is empty, with the footer hint', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('First name'));
    await user.tab();
    expect(await screen.findByText(FormMessages.required)).toBeVisible();
    expect(save()).toBeDisabled();
    expect(screen.getByText(ProfileMessages.incomplete)).toBeVisible();
  });

  it('saves everything in one PATCH /auth/me, then goes back to the return target', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(({ method }) =>
      method === 'PATCH' ? { status: 200, body: { ...contractor, firstName: 'Anahera' } } : undefined,
    );
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Anahera');
    await user.clear(screen.getByLabelText('Description'));
    await user.click(screen.getByRole('radio', { name: 'Executive' }));
    await user.click(screen.getByRole('button', { name: 'Remove Skill 4' }));
    const experience = screen.getByRole('radiogroup', { name: 'Previous fractional experience' });
    await user.click(within(experience).getByRole('radio', { name: '3-5 engagements' }));
    await clickSave(user);

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/auth/me',
        body: {
          firstName: 'Anahera',
          middleName: null,
          lastName: 'Tui',
          mobileNumber: null,
          timezone: null,
          profile: {
            description: null,
            jobLevel: 'executive',
            yearsOfExperience: '5-9',
            jobRole: [{ id: 1 }],
            expertise: [],
            skills: [],
            website: null,
            fractionalExperience: '3-5',
            openToWork: true,
            capacityHoursPerWeek: 10,
            hourlyRateMin: null,
            hourlyRateMax: null,
            rateCurrency: 'USD',
            industries: null,
          },
        },
      },
    ]);
  });

  it('shows server errors under their fields with the banner, and stays', async () => {
    const user = userEvent.setup();
    renderPage(() => ({
      status: 422,
      body: {
        status: 422,
        errors: { 'profile.description': 'description must be longer than or equal to 2 characters' },
      },
    }));
    await user.type(await screen.findByLabelText('Description'), ' and CEO');
    await clickSave(user);

    expect(await screen.findByText('Description must be longer than or equal to 2 characters.')).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(ProfileMessages.serverErrors);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();

    await user.type(screen.getByLabelText('Description'), '!');
    await waitFor(() =>
      expect(screen.queryByText('Description must be longer than or equal to 2 characters.')).not.toBeInTheDocument(),
    );
  });

  it('goes back to the return target on Cancel without saving', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage();
    await user.type(await screen.findByLabelText('Last name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
    expect(calls).toEqual([]);
  });
});
