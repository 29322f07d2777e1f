import { Roles } from '@fractional/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ClientEditPage } from '../../../app/routes/client/client-edit-profile';
import { paths } from '../../../config/paths';
import { buildBusinessDetail, buildProfile, buildUser } from '../../../test/builders';
import { stubApi, type Answer, type ApiCall } from '../../../test/stub-api';
import { ProfileMessages } from '../../../components/profile-form/use-form-submit';
import { renderSignedIn, StandIn } from '../profile-test-utils';

afterEach(() => vi.unstubAllGlobals());

const client = buildUser({
  provider: 'email',
  role: Roles.client,
  profiles: [
    buildProfile({
      leadSource: 'referral',
      fractionalExperience: '1-2',
      jobRole: [{ id: 1, roleCode: 'cfo', role: 'Chief Financial Officer' }],
      expertise: [{ id: 2, expertiseCode: 'finance', expertise: 'Finance' }],
    }),
  ],
  businessDetail: buildBusinessDetail(),
});

function renderPage(answer: (call: ApiCall) => Answer = () => undefined) {
  const calls = stubApi(answer);
  renderSignedIn({
    user: client,
    path: paths.client.editProfile,
    element: <ClientEditPage />,
    entries: [{ pathname: paths.client.editProfile, state: { returnTo: paths.client.profile } }],
    others: { [paths.client.profile]: <StandIn title="Profile page" /> },
  });
  return calls;
}

const save = () => screen.getByRole('button', { name: 'Save profile' });

describe('ClientEditForm', () => {
  it('shows the five sections with the loaded values, titled Edit your profile', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Update your profile' })).toBeVisible();
    expect(document.title).toBe('Edit your profile | Fractional');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Personal info',
      'Work experience',
      'Skills',
      'Fractional experience',
      'About your business',
    ]);
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByLabelText('Organisation name')).toHaveValue('Kauri Analytics');
    expect(screen.getByRole('radio', { name: 'Small business' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    // Unlike the contractor's, the client's Save is enabled while nothing changed.
    await waitFor(() => expect(save()).toBeEnabled());
  });

  it('goes back without a call when nothing changed', async () => {
    const user = userEvent.setup();
    const calls = renderPage();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
    expect(calls).toEqual([]);
  });

  it('saves person, profile and business in one call, then goes back', async () => {
    const user = userEvent.setup();
    const calls = renderPage(() => ({ status: 200, body: client }));
    const orgName = await screen.findByLabelText('Organisation name');
    await user.clear(orgName);
    await user.type(orgName, 'Kauri Labs');
    await user.click(screen.getByRole('radio', { name: 'Enterprise' }));
    await user.click(save());

    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/auth/me',
      body: {
        profile: { leadSource: 'referral', fractionalExperience: '1-2', jobRole: [{ id: 1 }], expertise: [{ id: 2 }] },
        businessDetail: {
          orgName: 'Kauri Labs',
          headQuarters: 'NZ',
          industry: 'information-technology,retail',
          segment: 'enterprise',
          teamSize: '11-50',
        },
      },
    });
  });

  it('disables Save when a required client field is emptied', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText('Organisation name'));
    await waitFor(() => expect(save()).toBeDisabled());
    expect(screen.getByText(ProfileMessages.incomplete)).toBeVisible();
  });

  it('puts a business error under its field, with the banner and footer text', async () => {
    const user = userEvent.setup();
    renderPage(() => ({
      status: 422,
      body: { status: 422, errors: { 'businessDetail.headQuarters': 'invalidCountry' } },
    }));
    await user.type(await screen.findByLabelText('Organisation name'), ' Ltd');
    await user.click(save());
    expect(await screen.findByText('Please choose a country from the list.')).toBeVisible();
    expect(screen.getByLabelText('Registered headquarters')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(ProfileMessages.serverErrors);
    expect(screen.getAllByText(ProfileMessages.serverErrors)).toHaveLength(2);
  });
});
