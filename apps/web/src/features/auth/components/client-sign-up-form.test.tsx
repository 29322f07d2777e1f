import { Roles, type BusinessDetail, type Profile } from '@fractional/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ClientSignUpPage } from '../../../app/routes/member/client-sign-up';
import { paths } from '../../../config/paths';
import { FormMessages } from '../../../lib/form-messages';
import { SignUpMessages } from '../hooks/use-sign-up-submit';
import { buildUser, renderSignUp, stubApi } from '../sign-up-test-utils';

afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, field: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}

async function fillClientFields(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Executive' }));
  await user.click(screen.getByRole('radio', { name: '15+ years' }));
  await choose(user, /Job roles/, 'Chief Financial Officer');
  await choose(user, /Expertise/, 'Finance');
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'Referral');
  await user.click(screen.getByRole('radio', { name: '1-2 engagements' }));
  await user.type(screen.getByLabelText('Organisation name'), 'Acme Ltd');
  await screen.findByRole('option', { name: 'New Zealand' });
  await user.selectOptions(screen.getByLabelText('Registered headquarters'), 'New Zealand');
  await choose(user, /Industry/, 'Banking');
  await user.click(screen.getByRole('radio', { name: 'Mid-market' }));
  await user.selectOptions(screen.getByLabelText('Employee size'), '11-50 employees');
  await user.click(screen.getByRole('checkbox', { name: /Principles and Policies/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
}

const profile: Profile = {
  id: 3,
  description: null,
  jobRole: [],
  expertise: [],
  skills: [],
  yearsOfExperience: '15+',
  jobLevel: 'executive',
  website: null,
  cvPath: [],
  fxnlScore: null,
  titleHeader: null,
  leadSource: 'referral',
  fractionalExperience: '1-2',
  projects: [],
  openToWork: true,
  listed: true,
  capacityHoursPerWeek: 10,
  availabilitySet: false,
  hourlyRateMin: null,
  hourlyRateMax: null,
  rateCurrency: 'USD',
  industries: null,
  user: { id: 7 },
};
const business: BusinessDetail = {
  id: 4,
  orgName: 'Acme Ltd',
  industry: 'banking',
  segment: 'mid-market',
  headQuarters: 'NZ',
  teamSize: '11-50',
};

describe('ClientSignUpForm', () => {
  it('asks for the person and the business after an empty submit', async () => {
    stubApi();
    const user = userEvent.setup({ delay: null });
    renderSignUp(paths.clientSignUp, <ClientSignUpPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Sign-up' })).toBeInTheDocument();
    expect(document.title).toBe('Client Sign-up | Fractional');
    expect(await screen.findByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'href',
      'https://example.com/client-terms',
    );

    await user.click(screen.getByRole('button', { name: 'Sign up now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SignUpMessages.incomplete);
    expect(screen.getAllByText(FormMessages.required)).toHaveLength(17);
    expect(screen.getByLabelText('Organisation name')).toHaveAccessibleDescription(
      expect.stringContaining(FormMessages.required),
    );
    expect(screen.getByLabelText('Registered headquarters')).toHaveAccessibleDescription(FormMessages.required);
    expect(screen.getByRole('button', { name: /Industry/ })).toHaveAccessibleDescription(FormMessages.required);
    expect(screen.getByLabelText('Website', { exact: false })).not.toHaveAttribute('aria-invalid');
  });

  it(
    'completes a Google user in one PATCH /auth/me (fields, profile, business detail), then the client home',
    { timeout: 30_000 },
    async () => {
      const google = buildUser({ role: Roles.client });
      const finished = { ...google, profiles: [profile], businessDetail: business };
      const calls = stubApi(({ method, path }) =>
        path === '/auth/me' && method === 'PATCH' ? { status: 200, body: finished } : undefined,
      );
      const user = userEvent.setup({ delay: null });
      renderSignUp(paths.clientSignUp, <ClientSignUpPage />, { user: google });
      expect(await screen.findByLabelText('Email')).toBeDisabled();
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

      await fillClientFields(user);
      await user.click(screen.getByRole('button', { name: 'Sign up now' }));

      expect(await screen.findByRole('heading', { name: 'Client home' })).toBeInTheDocument();
      // One atomic save (ADR 0004): nothing half-made if it fails, and its answer is the saved user.
      const writes = calls.filter(({ method }) => method !== 'GET');
      expect(writes.map(({ method, path }) => `${method} ${path}`)).toEqual(['PATCH /auth/me']);
      expect(writes[0]?.body).toEqual({
        firstName: 'Ana',
        lastName: 'Tui',
        agreedToTerms: true,
        agreedToPolicies: true,
        profile: {
          jobLevel: 'executive',
          yearsOfExperience: '15+',
          jobRole: [{ id: 1 }],
          expertise: [{ id: 2 }],
          leadSource: 'referral',
          fractionalExperience: '1-2',
        },
        businessDetail: {
          orgName: 'Acme Ltd',
          headQuarters: 'NZ',
          industry: 'banking',
          segment: 'mid-market',
          teamSize: '11-50',
        },
      });
    },
  );

  it('shows a business error returned by the API under its field', { timeout: 30_000 }, async () => {
    stubApi(({ method, path }) =>
      path === '/auth/me' && method === 'PATCH'
        ? { status: 422, body: { status: 422, errors: { 'businessDetail.orgName': 'orgName should not be empty' } } }
        : undefined,
    );
    const user = userEvent.setup({ delay: null });
    renderSignUp(paths.clientSignUp, <ClientSignUpPage />, { user: buildUser({ role: Roles.client }) });
    await screen.findByLabelText('Email');
    await fillClientFields(user);
    await user.click(screen.getByRole('button', { name: 'Sign up now' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Organisation name')).toHaveAccessibleDescription(
        expect.stringContaining('Organisation name should not be empty'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(SignUpMessages.serverErrors);
  });
});
